import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const compose = readFileSync(new URL('../docker-compose.yml', import.meta.url), 'utf8');

/** The list items under every `ports:` key (two-space YAML, as the file is written). */
const publishedPorts = (): string[] => {
  const lines = compose.split('\n');
  const ports: string[] = [];
  lines.forEach((line, i) => {
    if (!/^\s+ports:\s*$/.test(line)) return;
    for (const next of lines.slice(i + 1)) {
      const item = next.match(/^\s+-\s*['"]?([^'"]+)['"]?\s*$/);
      if (next.trim().startsWith('#')) continue;
      if (!item) break;
      ports.push(item[1] as string);
    }
  });
  return ports;
};

describe('docker-compose.yml', () => {
  it('publishes every port on the loopback interface only', () => {
    const ports = publishedPorts();
    expect(ports.length).toBeGreaterThan(0);
    for (const port of ports) expect(port).toMatch(/^127\.0\.0\.1:\d+:\d+$/);
  });

  it('takes the fake token secret from the environment, with no value committed', () => {
    expect(compose).toMatch(/^\s+JWT_SECRET: \$\{JWT_SECRET:-\}\s*$/m);
  });
});
