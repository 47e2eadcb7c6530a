// The draw-proof entity: a draw's published proof (extension, decisions 0200 and 0218), read by
// the results, the results history and the verify page.
export { drawProofKeys } from './keys';
export {
  drawVerificationQuery,
  fetchDrawVerification,
  keepCommitmentsOf,
  useDrawVerification,
} from './query';
export { VerifyDrawLink, VerifyDrawSlot, verifyDrawPath } from './ui/verify-draw-link';
