import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The compose profile's nginx configuration: the test runs this very file (decision 0276). */
export const CLUSTER_CONF = 'docker/fake-cluster/nginx.conf';
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Ports nothing listens on right now (listen(0) on each, then let go). */
export async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  const ports = await Promise.all(
    servers.map(
      (server) =>
        new Promise<number>((resolve) =>
          server.listen(0, '127.0.0.1', () => {
            const address = server.address();
            resolve(typeof address === 'object' && address ? address.port : 0);
          }),
        ),
    ),
  );
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** The compose file's configuration with its upstream servers and its port replaced. */
export function clusterConf(port: number, instancePorts: number[], tempDir: string): string {
  const compose = readFileSync(CLUSTER_CONF, 'utf8');
  const servers = instancePorts.map((p) => `    server 127.0.0.1:${p};`).join('\n');
  const conf = compose
    .replace(/^( {4}server fake-\d+:4000;\n)+/m, `${servers}\n`)
    .replace(/listen 8090;/, `listen 127.0.0.1:${port};`)
    .replaceAll('/tmp/fake-cluster-', `${tempDir}/`);
  if (!conf.includes(`127.0.0.1:${instancePorts[0]}`) || !conf.includes(`:${port};`))
    throw new Error(`${CLUSTER_CONF}: its upstream servers or its listen line changed shape`);
  return conf;
}

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/** nginx in the foreground with the cluster configuration, its files in a temporary folder. */
export async function startNginx(port: number, instancePorts: number[]): Promise<RunningNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'fake-cluster-'));
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, clusterConf(port, instancePorts, dir));
  const child = spawn(
    NGINX,
    [
      '-p',
      dir,
      '-c',
      file,
      '-e',
      join(dir, 'error.log'),
      '-g',
      `daemon off; pid ${dir}/nginx.pid;`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}), see ${dir}`);
    try {
      await fetch(`${url}/__control/scenario`);
      break;
    } catch {
      if (Date.now() - started > 10_000) throw new Error(`nginx on ${port} did not answer`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(dir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGQUIT');
    });
  return { url, stop };
}
