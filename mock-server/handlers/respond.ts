import {
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import { isDomainError, DomainError } from '../domain/errors';
import type { SignatureResult } from '../domain/tokens';
import { authenticate, revokeSession, verifyBearer } from '../services/auth';
import type { PlayerRow } from '../services/ledger';

export const json = (body: unknown, status = 200): Response =>
  HttpResponse.json(body as DefaultBodyType, { status });

export const noContent = (): Response => new HttpResponse(null, { status: 204 });

export function errorResponse(error: unknown): Response {
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

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>;
type Info = Parameters<Resolver>[0];

/** Bearer tokens whose signature was checked before the resolver ran (Web Crypto is async). */
const verifiedTokens = new WeakMap<Request, SignatureResult | null>();

/**
 * Wraps a resolver so refusals (DomainError) become the API's error bodies. The bearer token's
 * signature is checked first, so `playerOf` stays synchronous and a handler's checks and debit
 * (token expiry and session included) still run in one step.
 */
export const handle =
  (resolver: (info: Info) => Response | Promise<Response>): Resolver =>
  async (info) => {
    try {
      verifiedTokens.set(
        info.request,
        await verifyBearer(info.request.headers.get('authorization')),
      );
      return await resolver(info);
    } catch (error) {
      return errorResponse(error);
    }
  };

/** The player behind the request's bearer token (401 otherwise); only inside `handle`. */
export const playerOf = (request: Request): PlayerRow => authenticate(verifiedTokens.get(request));

/** Logout: revokes the session of the request's bearer token. */
export const revokeSessionOf = (request: Request): void =>
  revokeSession(verifiedTokens.get(request));

/** No request of the API comes near this; larger bodies answer 413 before they are parsed. */
export const MAX_BODY_BYTES = 64 * 1024;

export const tooLarge = () =>
  new DomainError(413, 'PAYLOAD_TOO_LARGE', `The body is larger than ${MAX_BODY_BYTES} bytes`);

/** The JSON body ({} when empty), 413 above 64 KiB, or 400 when it is not JSON. */
export async function body<T>(request: Request): Promise<Partial<T>> {
  if (Number(request.headers.get('content-length')) > MAX_BODY_BYTES) throw tooLarge();
  const text = await request.text();
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
