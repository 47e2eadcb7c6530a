import type { FakeArgs } from './cli-args';

/**
 * Proxy-and-record or replay, when the command line asks for one (decision 0214); undefined
 * otherwise, and the fake itself starts. Each listens where the fake would (PORT, HOST).
 */
export async function startModes(
  args: FakeArgs,
  port: number,
  host: string,
): Promise<{ url: string; close(): Promise<void> } | undefined> {
  if (args.proxy && args.record) {
    const { startRecordingProxy } = await import('../../recording/proxy');
    const proxy = await startRecordingProxy({
      port,
      host,
      target: args.proxy,
      dir: args.record,
      logger: process.env.LOG_REQUESTS !== '0',
    });
    console.log(`Recording proxy on ${proxy.url} -> ${args.proxy}, recording into ${proxy.file}`);
    return proxy;
  }
  if (args.replay) {
    const { startReplayServer } = await import('../../recording/replay');
    const replay = await startReplayServer({ port, host, source: args.replay });
    console.log(
      `Replaying ${replay.exchanges} recorded exchanges from ${args.replay} on ${replay.url}`,
    );
    return replay;
  }
  return undefined;
}
