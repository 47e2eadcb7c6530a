import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-adapter';
import { apiError } from '@/testing/player-api';
import { fetchTerms } from './terms';

describe('fetchTerms (feature detection, decision 0179)', () => {
  it('answers null when the backend does not offer the terms calls (404)', async () => {
    fakeApi({
      getTerms: vi.fn(async () => Promise.reject(apiError('getTerms', 404, 'NOT_FOUND'))),
    });
    await expect(fetchTerms()).resolves.toBeNull();
  });

  it('lets any other failure through: the state is then not known', async () => {
    const failure = apiError('getTerms', 500, 'INTERNAL');
    fakeApi({ getTerms: vi.fn(async () => Promise.reject(failure)) });
    await expect(fetchTerms()).rejects.toBe(failure);
  });
});
