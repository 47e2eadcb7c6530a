import type { Answer } from './types';

const JSON_TYPE = { 'content-type': 'application/json' };

export const json = (body: unknown, status = 200): Answer => ({
  status,
  headers: JSON_TYPE,
  json: body,
});

export const noContent = (): Answer => ({ status: 204 });

export const text = (
  body: string | Uint8Array,
  status = 200,
  headers: Record<string, string> = { 'content-type': 'text/plain; charset=utf-8' },
): Answer => ({ status, headers, raw: body });

export const redirect = (location: string): Answer => ({ status: 302, headers: { location } });

/** The body's bytes as the host sends them (JSON serialised). */
export function bodyOf(answer: Answer): string | Uint8Array | undefined {
  if ('json' in answer) return JSON.stringify(answer.json);
  return answer.raw;
}
