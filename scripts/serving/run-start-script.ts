/** Test helper: runs the nginx image's start script against a temporary folder, not the image's paths. */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { nginxHeadersTemplate } from './nginx-headers';

/** The backend on three hosts of its own, one with a port: what the container's variables may say. */
export const SEPARATE_HOSTS_ENV = {
  LOTTERY_API_BASE_URL: 'https://api.lottery.example/lottery',
  CMS_BASE_URL: 'https://cms.lottery.example/api',
  CMS_MEDIA_BASE_URL: 'https://media.lottery.example:8443/cms',
};

export interface StartScriptOutput {
  /** The temporary folder: `html/` stands for the image's web root, the rest for /etc/nginx/lottery. */
  dir: string;
  /** The written config.json, parsed. */
  config: unknown;
  /** Every `add_header` of the written conf file, by header name. */
  headers: (conf: 'security-headers.conf' | 'preconnect.conf') => Record<string, string>;
}

/** A file of the image with its paths moved into `dir`: web root `html/`, the rest `dir` itself. */
export const inFolder = (text: string, dir: string): string =>
  text
    .replaceAll('/usr/share/nginx/html', join(dir, 'html'))
    .replaceAll('/etc/nginx/lottery', dir)
    .replaceAll('/etc/nginx/conf.d', dir);

export function runStartScript(env: Record<string, string>): StartScriptOutput {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-start-'));
  mkdirSync(join(dir, 'html'));
  writeFileSync(join(dir, 'security-headers.conf.template'), nginxHeadersTemplate());
  const script = inFolder(readFileSync('docker/app/40-runtime-config.sh', 'utf8'), dir);
  writeFileSync(join(dir, 'run.sh'), script);
  execFileSync('sh', [join(dir, 'run.sh')], { env: { ...process.env, ...env } });
  return {
    dir,
    config: JSON.parse(readFileSync(join(dir, 'html', 'config.json'), 'utf8')),
    headers: (conf) => {
      const file = join(dir, conf);
      if (!existsSync(file)) throw new Error(`the start script wrote no ${conf}`);
      return Object.fromEntries(
        [...readFileSync(file, 'utf8').matchAll(/^add_header (\S+) "(.*)" always;$/gm)].map((m) => [
          m[1] as string,
          m[2] as string,
        ]),
      );
    },
  };
}

/** nginx from PATH or Debian's /usr/sbin, and the mime.types beside its configuration. */
export function findNginx(): { binary: string; mimeTypes: string } {
  const binary = [process.env.NGINX, '/usr/sbin/nginx', '/usr/local/sbin/nginx']
    .filter((path): path is string => Boolean(path))
    .find((path) => existsSync(path));
  if (!binary)
    throw new Error(
      'nginx is not installed: on Debian, `apt-get install nginx-light` (see README)',
    );
  const version = execFileSync(binary, ['-V'], { encoding: 'utf8', stdio: 'pipe' });
  const confPath = /--conf-path=(\S+)/.exec(version)?.[1] ?? '/etc/nginx/nginx.conf';
  return { binary, mimeTypes: join(dirname(confPath), 'mime.types') };
}
