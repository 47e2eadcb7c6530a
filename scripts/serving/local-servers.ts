import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import type { TlsFiles } from './self-signed';

/** The fake and `vite preview` of dist/ pointed at it: for the benchmarks in bench/, the budget and nginx tests. */
export interface BenchServers {
  fakeUrl: string;
  appUrl: string;
  stop(): void;
}

function start(
  command: string,
  args: string[],
  env: Record<string, string>,
  cwd?: string,
): ChildProcess {
  return spawn(command, args, { env: { ...process.env, ...env }, stdio: 'ignore', cwd });
}

/** Whether `url` answers 2xx; a benchmark's self-signed certificate is accepted. */
function answers(url: string): Promise<boolean> {
  const get = url.startsWith('https:') ? httpsGet : httpGet;
  return new Promise((resolve) => {
    const request = get(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      const status = response.statusCode ?? 0;
      resolve(status >= 200 && status < 300);
    });
    request.on('error', () => resolve(false));
  });
}

export async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** `npm run build` unless `--no-build` was passed; exits on a failed build. */
export function buildUnlessAsked(): void {
  if (process.argv.includes('--no-build')) return;
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * With `tls`, the app is served over HTTPS and HTTP/2; the fake stays plain HTTP on 127.0.0.1.
 * `root` serves another checkout's build (the Lighthouse comparison's reference).
 */
export async function startServers(
  fakePort: string,
  appPort: string,
  tls?: TlsFiles,
  root?: string,
): Promise<BenchServers> {
  const fakeUrl = `http://127.0.0.1:${fakePort}`;
  const appUrl = `${tls ? 'https' : 'http'}://127.0.0.1:${appPort}`;
  const fake = start(
    'node',
    ['--import', 'tsx', 'mock-server/hosts/http/main.ts'],
    { PORT: fakePort, APP_ORIGIN: appUrl, LOG_REQUESTS: '0' },
    root,
  );
  const app = start(
    'node_modules/.bin/vite',
    ['preview'],
    {
      PREVIEW_PORT: appPort,
      LOTTERY_API_BASE_URL: `${fakeUrl}/lottery`,
      CMS_BASE_URL: `${fakeUrl}/cms/api`,
      CMS_MEDIA_BASE_URL: `${fakeUrl}/cms`,
      ...(tls ? { PREVIEW_TLS_KEY: tls.key, PREVIEW_TLS_CERT: tls.cert } : {}),
    },
    root,
  );
  const stop = () => {
    fake.kill();
    app.kill();
  };
  try {
    await waitFor(`${fakeUrl}/__control/scenario`);
    await waitFor(appUrl);
  } catch (error) {
    stop();
    throw error;
  }
  return { fakeUrl, appUrl, stop };
}
