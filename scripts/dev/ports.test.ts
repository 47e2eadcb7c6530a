import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { runtimeConfigFromEnv } from '../serving/runtime-config.ts';
import { busyPortHint, devPorts, isPortFree } from './ports.ts';

describe('npm start ports', () => {
  it('defaults to the fake on 4000 and the app on 5173', () => {
    expect(devPorts({})).toEqual({
      fakePort: 4000,
      appPort: 5173,
      appOrigin: 'http://127.0.0.1:5173',
      runtimeEnv: {
        LOTTERY_API_BASE_URL: 'http://127.0.0.1:4000/lottery',
        CMS_BASE_URL: 'http://127.0.0.1:4000/cms/api',
        CMS_MEDIA_BASE_URL: 'http://127.0.0.1:4000/cms',
      },
    });
  });

  it('points the app’s config.json at the fake’s PORT and the payment return at APP_PORT', () => {
    const ports = devPorts({ PORT: '4100', APP_PORT: '5300' });
    expect(ports.appOrigin).toBe('http://127.0.0.1:5300');
    expect(runtimeConfigFromEnv(ports.runtimeEnv)).toEqual({
      lotteryApiBaseUrl: 'http://127.0.0.1:4100/lottery',
      cmsBaseUrl: 'http://127.0.0.1:4100/cms/api',
      cmsMediaBaseUrl: 'http://127.0.0.1:4100/cms',
    });
  });

  it('keeps an APP_ORIGIN that is given, and refuses a port that is not one', () => {
    expect(devPorts({ APP_ORIGIN: 'https://app.example' }).appOrigin).toBe('https://app.example');
    expect(() => devPorts({ PORT: 'abc' })).toThrow('PORT=abc is not a port');
    expect(() => devPorts({ APP_PORT: '70000' })).toThrow('APP_PORT=70000 is not a port');
  });

  it('names the variable that moves a busy port', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as { port: number };
    try {
      expect(await isPortFree(port)).toBe(false);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
    expect(await isPortFree(port)).toBe(true);
    expect(busyPortHint('the fake backend', 4000, 'PORT')).toBe(
      'Port 4000 (the fake backend) is in use. Pick another with PORT, e.g. PORT=4100 npm start',
    );
  });
});
