import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { createCmsHandlers } from './index';

export const ORIGIN = 'http://cms.test';

/** Starts msw with the CMS handlers for the calling test file; answers fetch(path) as JSON. */
export const useCmsServer = () => {
  const server = setupServer(...createCmsHandlers(ORIGIN));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
};

// Typed loosely on purpose: the tests assert the shapes themselves.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- why: JSON under test
type Json = any;

export const cms = async (path: string): Promise<{ status: number; body: Json }> => {
  const response = await fetch(`${ORIGIN}/cms/api/${path}`);
  return { status: response.status, body: (await response.json()) as Json };
};

/** The keys every document answers before its own fields, and after them. */
export const BASE_KEYS = ['id', 'documentId'];
export const TAIL_KEYS = ['createdAt', 'updatedAt', 'publishedAt', 'locale'];

export const notFoundBody = {
  data: null,
  error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} },
};
