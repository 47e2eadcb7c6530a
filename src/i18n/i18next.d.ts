import 'i18next';
import type common from './locales/en/common.json';
import type errors from './locales/en/errors.json';

/**
 * t() keys are typed from the English files. Each feature declares its own namespace the same
 * way in `src/features/<x>/i18n.d.ts` (locales.test.ts fails when a namespace is not declared).
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnNull: false;
  }
  interface ResourceNamespaceMap {
    common: typeof common;
    errors: typeof errors;
  }
}
