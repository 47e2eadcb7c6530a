import { api } from '@/lib/api';

/** Confirms the email from the activation link; the answer may carry the backend's message. */
export const confirmEmail = (activationId: string) => api.confirmEmail(activationId);
