import { execFileSync } from 'node:child_process';

// Asks the OS for two free ports at once (listen(0) on both, then let go), in a child process:
// Playwright loads its config synchronously, in the runner and again in every worker.
const PROBE = `
const net = require('node:net');
const a = net.createServer().listen(0, '127.0.0.1', () => {
  const b = net.createServer().listen(0, '127.0.0.1', () => {
    process.stdout.write(a.address().port + ' ' + b.address().port);
    a.close(); b.close();
  });
});`;

/** Two distinct ports nothing listens on right now. */
export function freePorts(): [string, string] {
  const [first, second] = execFileSync(process.execPath, ['-e', PROBE], { encoding: 'utf8' })
    .trim()
    .split(' ');
  if (!first || !second) throw new Error('could not find free ports for the e2e servers');
  return [first, second];
}
