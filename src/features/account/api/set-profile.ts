import type { UserProfile } from '@/lib/api/types';
import { sessionStore } from '@/lib/session';

/**
 * The one place the settings mutations write the answered profile, so moving the profile into
 * React Query (setQueryData on its key) changes this line only.
 */
export function setProfile(update: (profile: UserProfile) => UserProfile): void {
  if (sessionStore.profile) sessionStore.profile = update(sessionStore.profile);
}
