import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../hosts/http/free-port';
import { startHttpFake, type RunningHttpFake } from '../hosts/http/server';
import type { Har } from './har';
import { RECORDING_LIMITS, startRecordingProxy } from './proxy';

let real: RunningHttpFake;
const dir = mkdtempSync(join(tmpdir(), 'fake-recording-bounds-'));
const saved = { ...RECORDING_LIMITS };

beforeAll(async () => {
  real = await startHttpFake({ port: await freePort(), logger: false });
});
afterEach(() => Object.assign(RECORDING_LIMITS, saved));
afterAll(async () => {
  await real.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a recording stays bounded under a push of large answers (issue 39)', () => {
  it('records bodies up to its character cap and forwards the rest unrecorded', async () => {
    RECORDING_LIMITS.chars = 200_000;
    const proxy = await startRecordingProxy({ port: await freePort(), target: real.url, dir });
    try {
      let forwarded = 0;
      for (let i = 0; i < 40; i++) {
        const answer = await fetch(`${proxy.url}/cms/api/news-articles?locale=en&i=${i}`);
        forwarded += (await answer.text()).length;
        expect(answer.status).toBe(200);
      }
      const har = JSON.parse(readFileSync(proxy.file, 'utf8')) as Har;
      const kept = har.log.entries.reduce((sum, e) => sum + e.response.content.text.length, 0);
      expect(forwarded).toBeGreaterThan(RECORDING_LIMITS.chars);
      expect(kept).toBeLessThanOrEqual(RECORDING_LIMITS.chars);
      expect(har.log.entries.length).toBeGreaterThan(0);
    } finally {
      await proxy.close();
    }
  });
});
