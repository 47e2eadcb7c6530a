export { flush, useFakeApiTimers } from '@/testing/fake-timers';
