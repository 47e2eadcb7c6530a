export {
  SERVER_ZONE,
  formatIqd,
  formatDisplayDate,
  formatServerDate,
  formatDrawDate,
  formatTime,
  formatServerTime,
  formatTwoDigits,
} from './format';
// The choice is made through src/i18n/choose-digits (texts re-render); format only reads it.
export { arabicDigitsIn, digitChoice, showDigits, type DigitChoice } from './digits';
export { parseServerDate, millisOf, serverDayPlusMonths, type Moment } from './server-date';
// parseServerDateTime (luxon) is imported from '@/lib/format/server-date-time' directly: through
// this barrel, bundlers would put luxon in the start route's chunk (docs/behaviour.md).
export { formatElapsed } from './elapsed';
export { formatPhone } from './phone';
export { formatCount } from './count';
export { isolateLtr } from './isolate';
// formatList and listParts (Intl.ListFormat) are imported from '@/lib/format/list' directly: no
// screen of the start route lists, and through this barrel they would load with it.
