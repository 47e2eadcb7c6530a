/**
 * The image's nginx.conf (and, given a certificate, its TLS server), run by a real nginx
 * (Debian's; `.ci/run` installs it as it installs Chromium): the served types, caching,
 * compression and headers the app relies on. A JavaScript module sent as text/plain with
 * `nosniff` is a blank page, and only a running nginx shows it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { connect as netConnect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENV, SCRIPT, startTestNginx, type TestNginx } from './nginx-under-test';
import { preconnectLink } from './preconnect';
import { runStartScript } from './run-start-script';
import { runtimeConfigFromEnv } from './runtime-config';
import { EARLY_TAPS_HASH, HSTS } from './security-headers';

let nginx: TestNginx | undefined;
let base = '';
let tlsPort = 0;

beforeAll(async () => {
  nginx = await startTestNginx();
  ({ base, tlsPort } = nginx);
});

afterAll(() => {
  nginx?.stop();
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

  it('answers 404 for a missing file outside /assets/, the app for routes (issue 39)', async () => {
    for (const path of ['/.env', '/nope.png', '/.git/config', '/news/missing.json']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-security-policy'), path).toContain("script-src 'self'");
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    expect((await get('/sw.js')).status).toBe(200);
    expect((await get('/news/some-article')).status).toBe(200);
  });

  it("puts the security headers on nginx's own error page for a malformed request (issue 39)", async () => {
    const { port } = new URL(base);
    const head = await new Promise<string>((resolve, reject) => {
      const socket = netConnect(Number(port), '127.0.0.1', () =>
        socket.write('GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk) => (text += String(chunk)));
      socket.on('end', () => resolve(text.split('\r\n\r\n')[0] ?? ''));
      socket.on('error', reject);
    });
    expect(head).toMatch(/^HTTP\/1\.1 400/);
    expect(head.toLowerCase()).toContain("content-security-policy: default-src 'self'");
    expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
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
