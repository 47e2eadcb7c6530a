// Kept so older imports compile; the helpers live in src/testing.
export { cmsUrl, lotteryUrl, useApiServer } from '@/testing/network';
export { eventsOf, useApiEvents } from '@/testing/api-events';
