import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGameInfos } from '../games';
import { useApiServer } from '@/testing/network';

const server = useApiServer();

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a backend call on a browser with scheduler.yield', () => {
  it('does its axios work in a task of its own: nothing is sent before the yield resumes', async () => {
    const resumes: (() => void)[] = [];
    vi.stubGlobal('scheduler', {
      yield: () => new Promise<void>((resolve) => resumes.push(resolve)),
    });
    let hits = 0;
    server.use(
      http.get('http://127.0.0.1:4000/lottery/sales/game-infos', () => {
        hits += 1;
        return HttpResponse.json([]);
      }),
    );
    const answers = [getGameInfos(), getGameInfos()];
    await vi.waitFor(() => expect(resumes).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hits).toBe(0);
    for (const resume of resumes) resume();
    await expect(Promise.all(answers)).resolves.toEqual([[], []]);
    expect(hits).toBe(2);
  });
});
