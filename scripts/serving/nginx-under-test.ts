/**
 * A real nginx (Debian's) running the image's configuration (docker/app) over a small build in a
 * temporary folder, with a TLS server: what scripts/serving/nginx.test.ts asks.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort } from '../../mock-server/hosts/http/free-port';
import { waitFor } from './local-servers';
import { selfSignedCertificate } from './self-signed';
import { findNginx, inFolder, runStartScript } from './run-start-script';

export const ENV = {
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
export const SCRIPT = 'export const shown = "the app";\n'.repeat(40);

export interface TestNginx {
  base: string;
  tlsPort: number;
  stop(): void;
}

export async function startTestNginx(): Promise<TestNginx> {
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
  const tlsPort = await freePort();
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
  const nginx = spawn(binary, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(base, 8_000);
  return { base, tlsPort, stop: () => nginx.kill() };
}
