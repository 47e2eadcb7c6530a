/**
 * The image's nginx.conf (and, given a certificate, its TLS server), run by a real nginx
 * (Debian's; `.ci/run` installs it as it installs Chromium): the served types, caching,
 * compression and headers the app relies on. A JavaScript module sent as text/plain with
 * `nosniff` is a blank page, and only a running nginx shows it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../mock-server/hosts/http/free-port';
import { waitFor } from '../bench-servers';
import { selfSignedCertificate } from '../bench-tls';
import { preconnectLink } from './preconnect';
import { findNginx, inFolder, runStartScript } from './run-start-script';
import { runtimeConfigFromEnv } from './runtime-config';
import { EARLY_TAPS_HASH, HSTS } from './security-headers';

const ENV = {
  LOTTERY_API_BASE_URL: 'https://api.lottery.example/lottery',
  CMS_BASE_URL: 'https://api.lottery.example/cms/api',
  CMS_MEDIA_BASE_URL: 'https://media.lottery.example/cms',
};
// The build's prerendered first screens (scripts/prerender): a route and a start shell.
const PRERENDERED = {
  'prerendered/ar/news/index.html': 'news ar',
  'prerendered/en/news/index.html': 'news en',
  'prerendered/en/shell.html': 'shell en',
};
const SCRIPT = 'export const shown = "the app";\n'.repeat(40);

let nginx: ChildProcess | undefined;
let base = '';
let tlsPort = 0;

beforeAll(async () => {
  const { binary, mimeTypes } = findNginx();
  const certificate = selfSignedCertificate();
  const { dir } = runStartScript({
    ...ENV,
    NGINX: binary,
    TLS_CERTIFICATE: certificate.cert,
    TLS_CERTIFICATE_KEY: certificate.key,
  });
  // Run as root, nginx reads the files as its unprivileged worker user.
  chmodSync(dir, 0o755);
  const html = join(dir, 'html');
  mkdirSync(join(html, 'assets'));
  writeFileSync(join(html, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(html, 'assets', 'index-Ab12.js'), SCRIPT);
  writeFileSync(join(html, 'assets', 'index-Ab12.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(html, 'manifest.webmanifest'), '{"name":"app"}');
  writeFileSync(join(html, 'sw.js'), 'self.skipWaiting();');
  for (const [file, title] of Object.entries(PRERENDERED)) {
    mkdirSync(dirname(join(html, file)), { recursive: true });
    writeFileSync(join(html, file), `<!doctype html><title>${title}</title>`);
  }
  const port = await freePort();
  tlsPort = await freePort();
  const site = inFolder(readFileSync('docker/app/nginx.conf', 'utf8'), dir);
  writeFileSync(join(dir, 'site.conf'), site.replace(/listen 80;/, `listen 127.0.0.1:${port};`));
  writeFileSync(
    join(dir, 'app-locations.conf'),
    inFolder(readFileSync('docker/app/app-locations.conf', 'utf8'), dir),
  );
  const tls = join(dir, 'tls.conf');
  writeFileSync(
    tls,
    readFileSync(tls, 'utf8').replace(/listen 443/, `listen 127.0.0.1:${tlsPort}`),
  );
  // The official image's http block, reduced to what the site needs, in the temporary folder.
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      `pid ${join(dir, 'nginx.pid')};`,
      'error_log stderr;',
      'events {}',
      'http {',
      `  include ${mimeTypes};`,
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${join(dir, kind)};`,
      ),
      `  include ${join(dir, 'site.conf')};`,
      `  include ${tls};`,
      '}',
    ].join('\n'),
  );
  nginx = spawn(binary, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  base = `http://127.0.0.1:${port}`;
  await waitFor(base, 8_000);
});

afterAll(() => {
  nginx?.kill();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers });

describe('the nginx image', () => {
  it('serves index.html for the app and its client-side routes, revalidated, with the preconnect', async () => {
    for (const path of ['/', '/index.html', '/more/results', '/media_center']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(response.headers.get('content-security-policy'), path).toContain(
        `script-src 'self' ${EARLY_TAPS_HASH}`,
      );
      expect(response.headers.get('link'), path).toBe(preconnectLink(runtimeConfigFromEnv(ENV)));
      expect(await response.text()).toContain('<title>app</title>');
    }
  });

  it("picks the prerendered first screen in the `lang` cookie's language, Arabic by default", async () => {
    const cases: [string, string, string][] = [
      ['/news', '', 'news ar'],
      ['/news', 'lang=en', 'news en'],
      ['/login', 'lang=en', 'shell en'],
      ['/news', 'other=1; lang=ku', 'app'],
      ['/login', 'lang=ar', 'app'], // no file: index.html
    ];
    for (const [path, cookie, title] of cases) {
      const response = await get(path, cookie ? { Cookie: cookie } : {});
      expect(await response.text(), `${path} ${cookie}`).toContain(`<title>${title}</title>`);
      expect(response.headers.get('vary'), path).toContain('Cookie');
      expect(response.headers.get('link'), path).toBe(preconnectLink(runtimeConfigFromEnv(ENV)));
    }
  });

  it('serves scripts as JavaScript (nosniff refuses anything else), precompressed, cached for a year', async () => {
    const response = await get('/assets/index-Ab12.js', { 'Accept-Encoding': 'gzip' });
    expect(response.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('link')).toBeNull();
    expect(await response.text()).toBe(SCRIPT);
    const missing = await get('/assets/missing-Zz99.js');
    expect(missing.status).toBe(404);
    // A missing chunk is not cached for a year: the next deploy may bring it.
    expect(missing.headers.get('cache-control') ?? '').not.toMatch(/immutable|max-age=31536000/);
  });

  it('does not tell its version, and sends HSTS only over TLS', async () => {
    const response = await get('/');
    expect(response.headers.get('server')).toBe('nginx');
    const notFound = await get('/assets/missing-Zz99.js');
    expect(await notFound.text()).not.toMatch(/nginx\/\d/);
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(readFileSync('docker/app/nginx.conf', 'utf8')).toContain(`on "${HSTS}";`);
  });

  it('serves the runtime config, the manifest and the service worker with their types, revalidated', async () => {
    const config = await get('/config.json');
    expect(config.headers.get('content-type')).toMatch(/^application\/json/);
    expect(config.headers.get('cache-control')).toBe('no-cache');
    expect(config.headers.get('link')).toBeNull();
    expect(await config.json()).toEqual(runtimeConfigFromEnv(ENV));
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const worker = await get('/sw.js');
    expect(worker.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves HTTP/2 over TLS, with the same headers, when the container is given a certificate', async () => {
    // The benchmark's throwaway self-signed certificate: trusted here, for this request only.
    const session = connect(`https://127.0.0.1:${tlsPort}`, { rejectUnauthorized: false });
    try {
      const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
        const request = session.request({ ':path': '/media_center', 'accept-encoding': 'gzip' });
        request.on('response', resolve).on('error', reject);
        request.resume();
      });
      expect(session.alpnProtocol).toBe('h2');
      expect(headers[':status']).toBe(200);
      expect(headers['content-type']).toMatch(/^text\/html/);
      expect(headers['link']).toBe(preconnectLink(runtimeConfigFromEnv(ENV)));
      expect(headers['content-security-policy']).toContain("script-src 'self'");
      expect(headers['strict-transport-security']).toBe(HSTS);
    } finally {
      session.close();
    }
  });

  it('has no TLS server when the container is given no certificate', () => {
    const { dir } = runStartScript(ENV);
    expect(existsSync(join(dir, 'tls.conf'))).toBe(false);
  });
});
