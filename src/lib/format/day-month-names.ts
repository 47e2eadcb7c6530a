import { SORANI_MONTHS, SORANI_WEEKDAYS } from './sorani-names';

/** Day names (Sunday first, like Date) and short month names (January first) of a language. */
export interface DayMonthNames {
  weekdays: readonly string[];
  months: readonly string[];
}

/**
 * The names Intl gives for ar-IQ and en-GB (format context, as luxon's 'EEEE' and 'MMM' give
 * them), written out: building an Intl.DateTimeFormat loads the locale's ICU data, which took
 * about 115 ms of a 4x-throttled phone's main thread in the first render of the jackpot's draw
 * date, one task Lighthouse counts as blocking. A test holds them equal to Intl's.
 */
const ARABIC: DayMonthNames = {
  weekdays: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
  months: [
    'كانون الثاني',
    'شباط',
    'آذار',
    'نيسان',
    'أيار',
    'حزيران',
    'تموز',
    'آب',
    'أيلول',
    // A no-break space, as ICU writes this one (and only this one).
    'تشرين\u00a0الأول',
    'تشرين الثاني',
    'كانون الأول',
  ],
};

const ENGLISH: DayMonthNames = {
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
};

/** Sorani's are the app's own too: Chromium has no ckb data and would answer in English. */
const SORANI: DayMonthNames = { weekdays: SORANI_WEEKDAYS, months: SORANI_MONTHS };

/** Chinese (zh, opened from /cn) formats like English. */
export const namesOf = (lang: string): DayMonthNames =>
  lang === 'ar' ? ARABIC : lang === 'ku' ? SORANI : ENGLISH;
