import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nginxHeadersTemplate } from './nginx-headers';
import { runtimeConfigFromEnv } from './runtime-config';
import { originsOf, securityHeaders } from './security-headers';

const ENV = {
  LOTTERY_API_BASE_URL: 'https://api.lottery.example/lottery',
  CMS_BASE_URL: 'https://cms.lottery.example/api',
  CMS_MEDIA_BASE_URL: 'https://media.lottery.example:8443/cms',
};

describe('security headers', () => {
  it('allow scripts from the app only, and connections and images from the configured origins', () => {
    const csp = securityHeaders(originsOf(runtimeConfigFromEnv(ENV)))['Content-Security-Policy'];
    const directive = (name: string) => csp?.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self'");
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
    const dir = mkdtempSync(join(tmpdir(), 'nginx-headers-'));
    mkdirSync(join(dir, 'html'));
    writeFileSync(join(dir, 'security-headers.conf.template'), nginxHeadersTemplate());
    // The real script, pointed at the temporary folder instead of the image's paths.
    const script = readFileSync('docker/app/40-runtime-config.sh', 'utf8')
      .replaceAll('/usr/share/nginx/html', join(dir, 'html'))
      .replaceAll('/etc/nginx/lottery', dir);
    writeFileSync(join(dir, 'run.sh'), script);
    execFileSync('sh', [join(dir, 'run.sh')], { env: { ...process.env, ...ENV } });

    const conf = readFileSync(join(dir, 'security-headers.conf'), 'utf8');
    const fromNginx = Object.fromEntries(
      [...conf.matchAll(/^add_header (\S+) "(.*)" always;$/gm)].map((m) => [m[1], m[2]]),
    );
    const config = JSON.parse(readFileSync(join(dir, 'html', 'config.json'), 'utf8'));
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
