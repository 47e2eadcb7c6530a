import { createServer } from 'node:net';

type Env = Record<string, string | undefined>;

/** What `npm start` runs on: the fake's PORT and the app's APP_PORT, and what follows from them. */
export interface DevPorts {
  fakePort: number;
  appPort: number;
  /** What the fake sends the card payment back to (the app), unless APP_ORIGIN says otherwise. */
  appOrigin: string;
  /** The variables the dev server's config.json is written from (scripts/serving/dev-config.ts). */
  runtimeEnv: { LOTTERY_API_BASE_URL: string; CMS_BASE_URL: string; CMS_MEDIA_BASE_URL: string };
}

export const DEFAULT_FAKE_PORT = 4000;
export const DEFAULT_APP_PORT = 5173;
const HOST = '127.0.0.1';

function portOf(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`${name}=${raw} is not a port (1 to 65535)`);
  }
  return port;
}

/** The ports `npm start` uses, from PORT and APP_PORT, and the addresses that follow them. */
export function devPorts(env: Env): DevPorts {
  const fakePort = portOf(env, 'PORT', DEFAULT_FAKE_PORT);
  const appPort = portOf(env, 'APP_PORT', DEFAULT_APP_PORT);
  const fake = `http://${HOST}:${fakePort}`;
  return {
    fakePort,
    appPort,
    appOrigin: env.APP_ORIGIN ?? `http://${HOST}:${appPort}`,
    runtimeEnv: {
      LOTTERY_API_BASE_URL: `${fake}/lottery`,
      CMS_BASE_URL: `${fake}/cms/api`,
      CMS_MEDIA_BASE_URL: `${fake}/cms`,
    },
  };
}

/** What to tell a developer whose port is taken: which variable picks another one. */
export function busyPortHint(what: string, port: number, variable: string): string {
  const other = port + 100;
  return `Port ${port} (${what}) is in use. Pick another with ${variable}, e.g. ${variable}=${other} npm start`;
}

/** Whether nothing listens on the port yet (on the host the servers bind to). */
export function isPortFree(port: number, host = HOST): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}
