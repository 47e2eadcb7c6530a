import 'i18next';
import type validation from '@/i18n/locales/en/validation.json';

// The messages validators return are keys of this namespace (see messages.ts).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    validation: typeof validation;
  }
}
