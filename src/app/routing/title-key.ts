import type common from '@/i18n/locales/en/common.json';

/** A key of common:titles (the page titles of section 2). */
export type TitleKey = Exclude<keyof (typeof common)['titles'], 'suffix'>;
