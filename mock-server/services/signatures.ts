import { verifySignature, type SignatureResult } from '../domain/tokens';

/** Enough for every session a test run or a benchmark opens; past it the memo starts over. */
const MAX_ENTRIES = 10_000;

let memoSecret = '';
const memo = new Map<string, Promise<SignatureResult>>();

/**
 * The signature check of a token, once per token and secret: a token's signature and claims
 * never change, so the HMAC runs on its first use only. Expiry and the session are still
 * checked on every use (auth.ts), so a cached token is refused the moment it expires or logs out.
 */
export function checkedSignature(token: string, secret: string): Promise<SignatureResult> {
  if (secret !== memoSecret || memo.size >= MAX_ENTRIES) {
    memo.clear();
    memoSecret = secret;
  }
  let result = memo.get(token);
  if (!result) memo.set(token, (result = verifySignature(token, secret)));
  return result;
}
