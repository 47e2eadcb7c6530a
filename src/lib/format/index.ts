export {
  SERVER_ZONE,
  formatIqd,
  parseServerDateTime,
  formatDisplayDate,
  formatServerDate,
  formatDrawDate,
  formatTime,
} from './format';
