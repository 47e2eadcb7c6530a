import { spawn } from 'node:child_process';
import { busyPortHint, devPorts, isPortFree } from './ports.ts';

// `npm start`: the fake backend and the app's dev server, on PORT and APP_PORT. The app's
// config.json and the fake's card-payment return follow those ports; a busy port is named with
// the variable that moves it, instead of a bare EADDRINUSE from one of the two servers.

const ports = devPorts(process.env);
const checks = [
  { what: 'the fake backend', port: ports.fakePort, variable: 'PORT' },
  { what: 'the app', port: ports.appPort, variable: 'APP_PORT' },
];
let busy = false;
for (const { what, port, variable } of checks) {
  if (await isPortFree(port)) continue;
  console.error(busyPortHint(what, port, variable));
  busy = true;
}
if (busy) process.exit(1);

const child = spawn(
  'npx',
  [
    'concurrently',
    '--kill-others',
    '--names',
    'fake,app',
    '--prefix-colors',
    'blue,green',
    'npm:mock-server',
    'npm:dev',
  ],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(ports.fakePort),
      APP_PORT: String(ports.appPort),
      APP_ORIGIN: ports.appOrigin,
      ...ports.runtimeEnv,
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code) => process.exit(code ?? 1));
