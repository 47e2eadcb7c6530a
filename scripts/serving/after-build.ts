import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * A build plugin that works on the finished output folder, after every other plugin wrote its
 * files (the service worker among them); plugins listed later in vite.config.ts run later.
 */
export function afterBuild(name: string, act: (outDir: string) => void): Plugin {
  let outDir = 'dist';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: { order: 'post', handler: () => act(outDir) },
  };
}
