import { spawn, type ChildProcess } from 'node:child_process';

export interface Served {
  url: string;
  /** The server's process id (its memory is read from /proc by bench/memory.ts). */
  pid: number;
  /** True while the process runs. */
  alive(): boolean;
  stop(): Promise<void>;
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Runs a server in its own Node process, so autocannon (in this process) never shares its event
 * loop; `nodeArgs` can add `--cpu-prof` for a profile of the server alone.
 */
export async function serve(
  script: string,
  port: number,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<Served> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(url, child);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      // SIGINT lets `--cpu-prof` write its profile before the process ends.
      child.kill('SIGINT');
    });
  return { url, pid: child.pid ?? 0, alive: () => child.exitCode === null, stop };
}
