import { storage } from '@/lib/storage';
import type { RegisterValues } from './register-form';

/** sessionStorage: the registration form without its passwords (section 9's onboarding draft). */
export const REGISTER_DRAFT_KEY = 'onboardingDraft';

const SECRET_FIELDS = ['password', 'passwordConfirmation'] as const;

export function saveRegisterDraft(values: RegisterValues): void {
  const draft: Partial<RegisterValues> = { ...values };
  for (const field of SECRET_FIELDS) delete draft[field];
  storage.setJson(REGISTER_DRAFT_KEY, draft, 'session');
}

/** The stored draft over the empty form; only known fields of the right type are taken. */
export function loadRegisterDraft(empty: RegisterValues): RegisterValues {
  const draft = storage.getJson<Record<string, unknown>>(REGISTER_DRAFT_KEY, 'session');
  if (!draft || typeof draft !== 'object') return empty;
  const values: Record<string, string | boolean> = { ...empty };
  for (const [field, initial] of Object.entries(empty)) {
    if ((SECRET_FIELDS as readonly string[]).includes(field)) continue;
    const stored = draft[field];
    if (typeof stored === typeof initial) values[field] = stored as string | boolean;
  }
  return values as RegisterValues;
}

export const clearRegisterDraft = (): void => storage.remove(REGISTER_DRAFT_KEY, 'session');
