export { makeJwt } from '@/testing/make-jwt';
