import { verifySignature, type SignatureResult } from '../domain/tokens';

/** Enough for every session a test run or a benchmark opens; past it the memo starts over. */
const MAX_ENTRIES = 10_000;

const memo = new Map<string, Promise<SignatureResult>>();

/**
 * The signature check of a token, once per token and secret: a token's signature and claims
 * never change, so the HMAC runs on its first use only. Expiry and the session are still
 * checked on every use (auth.ts), so a cached token is refused the moment it expires or logs out.
 */
export function checkedSignature(token: string, secret: string): Promise<SignatureResult> {
  // Keyed by secret and token: each world signs with its own key, and parallel e2e workers
  // alternate between worlds, which used to empty a memo kept for one secret at a time.
  if (memo.size >= MAX_ENTRIES) memo.clear();
  const key = `${secret} ${token}`;
  let result = memo.get(key);
  if (!result) memo.set(key, (result = verifySignature(token, secret)));
  return result;
}
