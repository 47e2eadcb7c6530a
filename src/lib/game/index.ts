export { gameStore, resetTicketIndexes, clearDraft, type PlayDraft } from './game-store';
