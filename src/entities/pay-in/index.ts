export {
  CARD_RETURN_SCHEDULE,
  WALLET_DEADLINE_MS,
  WALLET_INTERVAL_MS,
  WALLET_SCHEDULE,
  type PayInSchedule,
} from './pay-in-status';
export { usePayInStatus } from './use-pay-in-status';
