/** What the app shell mounts from this feature (pages are lazy-loaded by file path). */
export { EmailConfirmationHandler } from './components/email-confirmation-handler';
