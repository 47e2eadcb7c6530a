/**
 * Sorani Kurdish (ckb) day and month names, from CLDR (format context, as luxon's 'EEEE' and
 * 'MMM' give them). Chromium ships no ckb locale data, so Intl falls back to English there: the
 * app carries these names itself (behaviour 245). Index 0 is Sunday / January, like Date.
 */
export const SORANI_WEEKDAYS = [
  'یەکشەممە',
  'دووشەممە',
  'سێشەممە',
  'چوارشەممە',
  'پێنجشەممە',
  'ھەینی',
  'شەممە',
] as const;

export const SORANI_MONTHS = [
  'کانوونی دووەم',
  'شوبات',
  'ئازار',
  'نیسان',
  'ئایار',
  'حوزەیران',
  'تەمووز',
  'ئاب',
  'ئەیلوول',
  'تشرینی یەکەم',
  'تشرینی دووەم',
  'کانوونی یەکەم',
] as const;
