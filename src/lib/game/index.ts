export {
  gameStore,
  resetTicketIndexes,
  clearDraft,
  startDraftWith,
  type PlayDraft,
} from './game-store';
