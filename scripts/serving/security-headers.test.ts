import { describe, expect, it } from 'vitest';
import { runStartScript, SEPARATE_HOSTS_ENV as ENV } from './run-start-script';
import { runtimeConfigFromEnv, type RuntimeConfigJson } from './runtime-config';
import { EARLY_TAPS_HASH, originsOf, securityHeaders } from './security-headers';

describe('security headers', () => {
  it('allow scripts from the app only, and connections and images from the configured origins', () => {
    const csp = securityHeaders(originsOf(runtimeConfigFromEnv(ENV)))['Content-Security-Policy'];
    const directive = (name: string) => csp?.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toBe(`script-src 'self' ${EARLY_TAPS_HASH}`);
    expect(directive('connect-src')).toBe(
      "connect-src 'self' https://api.lottery.example https://cms.lottery.example https://media.lottery.example:8443",
    );
    expect(directive('img-src')).toContain('https://media.lottery.example:8443');
    expect(directive('frame-src')).toBe(
      'frame-src https://api.lottery.example https://www.youtube.com https://youtube.com',
    );
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('nginx, filled in by the container start script, sends exactly what vite preview sends', () => {
    const nginx = runStartScript(ENV);
    const fromNginx = nginx.headers('security-headers.conf');
    const config = nginx.config as RuntimeConfigJson;
    expect(config).toEqual(runtimeConfigFromEnv(ENV));
    // The shell's origins repeat the API's host for cms and media when shared; CSP ignores repeats.
    const normalise = (headers: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(headers).map(([name, value]) => [
          name,
          value
            .split('; ')
            .map((d) => [...new Set(d.split(' '))].join(' '))
            .join('; '),
        ]),
      );
    expect(normalise(fromNginx)).toEqual(normalise(securityHeaders(originsOf(config))));
  });
});
