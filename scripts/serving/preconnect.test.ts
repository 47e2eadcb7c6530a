import { describe, expect, it } from 'vitest';
import { preconnectLink } from './preconnect';
import { runStartScript, SEPARATE_HOSTS_ENV as SEPARATE_HOSTS } from './run-start-script';
import { runtimeConfigFromEnv } from './runtime-config';

const ONE_HOST = {
  LOTTERY_API_BASE_URL: 'http://127.0.0.1:4000/lottery',
  CMS_BASE_URL: 'http://127.0.0.1:4000/cms/api',
  CMS_MEDIA_BASE_URL: 'http://127.0.0.1:4000/cms',
};
const SAME_ORIGIN = {
  LOTTERY_API_BASE_URL: '/lottery',
  CMS_BASE_URL: '/cms/api',
  CMS_MEDIA_BASE_URL: '/cms',
};

describe('preconnect to the backend', () => {
  it('opens anonymous connections for the calls and a plain one for the pictures', () => {
    expect(preconnectLink(runtimeConfigFromEnv(SEPARATE_HOSTS))).toBe(
      '<https://api.lottery.example>; rel=preconnect; crossorigin, ' +
        '<https://cms.lottery.example>; rel=preconnect; crossorigin, ' +
        '<https://media.lottery.example:8443>; rel=preconnect',
    );
  });

  it('names a host shared by the API and the CMS once per kind of connection', () => {
    expect(preconnectLink(runtimeConfigFromEnv(ONE_HOST))).toBe(
      '<http://127.0.0.1:4000>; rel=preconnect; crossorigin, <http://127.0.0.1:4000>; rel=preconnect',
    );
  });

  it('needs nothing when the backend is on the app’s own origin, or with no config', () => {
    expect(
      preconnectLink({
        lotteryApiBaseUrl: SAME_ORIGIN.LOTTERY_API_BASE_URL,
        cmsBaseUrl: SAME_ORIGIN.CMS_BASE_URL,
        cmsMediaBaseUrl: SAME_ORIGIN.CMS_MEDIA_BASE_URL,
      }),
    ).toBe('');
    expect(preconnectLink(null)).toBe('');
  });

  it.each([
    ['separate hosts', SEPARATE_HOSTS],
    ['one host', ONE_HOST],
  ])(
    'nginx, filled in by the container start script, sends what vite preview sends: %s',
    (_, env) => {
      const nginx = runStartScript(env);
      expect(nginx.headers('preconnect.conf')).toEqual({
        Link: preconnectLink(runtimeConfigFromEnv(env)),
      });
    },
  );

  it('nginx sends no Link header when the backend is on the app’s own origin', () => {
    expect(runStartScript(SAME_ORIGIN).headers('preconnect.conf')).toEqual({});
  });
});
