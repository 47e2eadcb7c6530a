/** What the app shell mounts from this feature (pages are lazy-loaded by the route table). */
export { PaymentCallbackHandler } from './components/payment-callback-handler';
