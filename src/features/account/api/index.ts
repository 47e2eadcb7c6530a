export { useUpdateProfile, editableOf, isUniqueViolation } from './use-update-profile';
export { useUpdateCommunication } from './use-update-communication';
export { useChangePassword } from './use-change-password';
export { useSetLanguage } from './use-set-language';
export { useCloseAccount } from './use-close-account';
export { useAlertPreferences, useSetAlertPreferences } from './use-alert-preferences';
