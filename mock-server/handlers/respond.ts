import {
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import { isDomainError, DomainError } from '../domain/errors';
import { authenticate } from '../services/auth';
import { fingerprintOf, once, type RecordedAnswer } from '../services/idempotency';
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

/** Wraps a resolver so refusals (DomainError) become the API's error bodies. */
export const handle =
  (resolver: (info: Info) => Response | Promise<Response>): Resolver =>
  async (info) => {
    try {
      return await resolver(info);
    } catch (error) {
      return errorResponse(error);
    }
  };

/** The player behind the request's bearer token (401 otherwise). */
export const playerOf = (request: Request): PlayerRow =>
  authenticate(request.headers.get('authorization'));

export const query = (request: Request): URLSearchParams => new URL(request.url).searchParams;

/** The JSON body, or 400 when it is not JSON. */
export async function body<T>(request: Request): Promise<Partial<T>> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as Partial<T>;
  } catch {
    throw new DomainError(400, 'VALIDATION_FAILED', 'The body is not valid JSON');
  }
}

export async function arrayBody<T>(request: Request): Promise<T[]> {
  const parsed: unknown = await body<unknown>(request);
  if (!Array.isArray(parsed))
    throw new DomainError(400, 'VALIDATION_FAILED', 'The body must be an array');
  return parsed as T[];
}

async function answerOf(
  resolver: (info: Info) => Response | Promise<Response>,
  info: Info,
): Promise<Response> {
  try {
    return await resolver(info);
  } catch (error) {
    return errorResponse(error);
  }
}

export async function record(response: Response): Promise<RecordedAnswer> {
  return {
    status: response.status,
    headers: [...response.headers.entries()],
    body: await response.text(),
  };
}

/**
 * For money calls: a request with an `Idempotency-Key` header runs once per key and player; a
 * repeat within 24 h (fake clock) gets the first answer, a different request under the key a 422
 * (extension, decision 205). Without the header the call behaves as before.
 */
export const idempotent =
  (resolver: (info: Info) => Response | Promise<Response>): Resolver =>
  async (info) => {
    const { request } = info;
    const key = request.headers.get('idempotency-key');
    if (key === null) return answerOf(resolver, info);
    try {
      const player = playerOf(request);
      const url = new URL(request.url);
      // The path below the lottery base, so a provider state can record the same request.
      const path = url.pathname.replace(/^.*?\/lottery(?=\/)/, '');
      const text = await request.clone().text();
      const fingerprint = fingerprintOf(request.method, path, url.searchParams, text);
      const answer = await once(player.id, key, fingerprint, async () =>
        record(await answerOf(resolver, info)),
      );
      return new HttpResponse(answer.body, { status: answer.status, headers: answer.headers });
    } catch (error) {
      return errorResponse(error);
    }
  };
