import type { DialogRequest } from '@/lib/alerts';

/**
 * The confirm-email answer's wording decides the text (section 4): "registration" means a new
 * account was confirmed, "registered" an email (change) was registered; anything else is neutral.
 */
export function confirmationText(message: string | undefined): string {
  const text = (message ?? '').toLowerCase();
  if (text.includes('registration')) return 'auth:emailConfirmation.registration';
  if (text.includes('registered')) return 'auth:emailConfirmation.registered';
  return 'auth:emailConfirmation.confirmed';
}

export const confirmedDialog = (message: string | undefined): DialogRequest => ({
  kind: 'success',
  title: { key: 'auth:emailConfirmation.title' },
  text: { key: confirmationText(message) },
  buttons: [{ label: { key: 'auth:emailConfirmation.login' }, action: 'login' }],
  redirect: true,
});

export const notConfirmedDialog = (): DialogRequest => ({
  kind: 'error',
  title: { key: 'errors:emailNotVerified' },
  text: { key: 'errors:emailNotConfirmed' },
});
