// The play draft: client state (valtio, kept in sessionStorage), not a server fact. It sits below
// features because the favourites page and the number checker start a draft ("play these numbers")
// that the play page then shows.
export { draftStore, clearDraft, startDraftWith, type PlayDraft } from './draft-store';
