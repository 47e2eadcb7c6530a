import type { World } from '../world/state';
import { isDomainError, DomainError } from '../domain/errors';
import type { SignatureResult } from '../domain/tokens';
import { authenticate, revokeSession, sessionIdOf, verifyBearer } from '../services/auth';
import { fingerprintOf, once, type RecordedAnswer } from '../services/idempotency';
import type { PlayerRow } from '../services/ledger';
import { json } from '../routes/answer';
import { textOf, urlOf } from '../routes/request';
import type { Answer, FakeRequest, Info, Resolver } from '../routes/types';

export { json, noContent, redirect, text } from '../routes/answer';

export function errorResponse(error: unknown): Answer {
  if (isDomainError(error)) return json(error.toBody(), error.httpStatus);
  console.error('[fake-backend] unexpected error', error);
  return json(
    {
      status: 'INTERNAL_ERROR',
      message: 'There was an error on the server. Please try again later.',
    },
    500,
  );
}

/** What a wrapped resolver answers (never undefined: it does not fall through). */
type Handler = (info: Info) => Answer | Promise<Answer>;

/** Bearer tokens whose signature was checked before the resolver ran (Web Crypto is async). */
const verifiedTokens = new WeakMap<FakeRequest, SignatureResult | null>();

/** Checks the bearer token's signature once per request (Web Crypto is asynchronous). */
async function verifyTokenOf(world: World, request: FakeRequest): Promise<void> {
  if (verifiedTokens.has(request)) return;
  verifiedTokens.set(request, await verifyBearer(world, request.headers.get('authorization')));
}

/** The resolver's answer, refusals (DomainError) turned into the API's error bodies. */
async function answerOf(world: World, resolver: Handler, info: Info): Promise<Answer> {
  try {
    await verifyTokenOf(world, info.request);
    return await resolver(info);
  } catch (error) {
    return errorResponse(error);
  }
}

/**
 * Wraps a resolver so refusals (DomainError) become the API's error bodies. The bearer token's
 * signature is checked first, so `playerOf` stays synchronous and a handler's checks and debit
 * (token expiry and session included) still run in one step.
 */
export const handle =
  (resolver: Handler): Resolver =>
  (info) =>
    answerOf(info.world, resolver, info);

/** The player behind the request's bearer token (401 otherwise); inside `handle`/`idempotent`. */
export const playerOf = (world: World, request: FakeRequest): PlayerRow =>
  authenticate(world, verifiedTokens.get(request));

/** The session of the request's (already verified) bearer token, or null. */
export const sessionIdOfRequest = (world: World, request: FakeRequest): string | null =>
  sessionIdOf(world, verifiedTokens.get(request));

/** Logout: revokes the session of the request's bearer token. */
export const revokeSessionOf = (world: World, request: FakeRequest): void =>
  revokeSession(world, verifiedTokens.get(request));

/** No request of the API comes near this; larger bodies answer 413 before they are parsed. */
export const MAX_BODY_BYTES = 64 * 1024;

export const tooLarge = () =>
  new DomainError(413, 'PAYLOAD_TOO_LARGE', `The body is larger than ${MAX_BODY_BYTES} bytes`);

/** The JSON body ({} when empty), 413 above 64 KiB, or 400 when it is not JSON. */
export async function body<T>(request: FakeRequest): Promise<Partial<T>> {
  if (Number(request.headers.get('content-length')) > MAX_BODY_BYTES) throw tooLarge();
  const text = await textOf(request);
  if (text.length > MAX_BODY_BYTES || new TextEncoder().encode(text).length > MAX_BODY_BYTES)
    throw tooLarge();
  if (text.trim() === '') return {};
  try {
    // `__proto__` keys are dropped, so no copy of the body can change an object's prototype.
    return JSON.parse(text, (key, value: unknown) =>
      key === '__proto__' ? undefined : value,
    ) as Partial<T>;
  } catch {
    throw new DomainError(400, 'VALIDATION_FAILED', 'The body is not valid JSON');
  }
}

export function record(answer: Answer): RecordedAnswer {
  const body = 'json' in answer ? JSON.stringify(answer.json) : (answer.raw ?? '');
  return {
    status: answer.status,
    headers: Object.entries(answer.headers ?? {}),
    // Recorded as text: answers under an idempotency key are JSON or empty.
    body: typeof body === 'string' ? body : new TextDecoder().decode(body),
  };
}

/**
 * For money calls: a request with an `Idempotency-Key` header runs once per key and player; a
 * repeat within 24 h (fake clock) gets the first answer, a different request under the key a 422
 * (extension, decision 0016). Without the header the call behaves as before.
 */
export const idempotent =
  (resolver: Handler): Resolver =>
  async (info) => {
    const { request } = info;
    const key = request.headers.get('idempotency-key');
    if (key === null) return answerOf(info.world, resolver, info);
    try {
      await verifyTokenOf(info.world, request);
      const player = playerOf(info.world, request);
      const url = urlOf(request);
      // The path below the lottery base, so a provider state can record the same request.
      const path = url.pathname.replace(/^.*?\/lottery(?=\/)/, '');
      const text = await textOf(request);
      if (text.length > MAX_BODY_BYTES) throw tooLarge();
      const fingerprint = fingerprintOf(request.method, path, url.searchParams, text);
      const answer = await once(info.world, player.id, key, fingerprint, async () =>
        record(await answerOf(info.world, resolver, info)),
      );
      return {
        status: answer.status,
        headers: Object.fromEntries(answer.headers),
        raw: answer.body,
      };
    } catch (error) {
      return errorResponse(error);
    }
  };
