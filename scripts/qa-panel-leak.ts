import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { QA_PANEL_MARKER, QA_PANEL_SOURCE } from '../qa-panel/marker';

export interface BuiltFile {
  name: string;
  text: string;
}

/**
 * Where the QA panel shows up in a production build (decision 0160): a manifest entry from its
 * source folder, or a file holding its marker. Empty when the build is clean.
 */
export function qaPanelLeaks(manifestKeys: string[], files: BuiltFile[]): string[] {
  return [
    ...manifestKeys.filter((key) => key.startsWith(QA_PANEL_SOURCE)).map((key) => `chunk ${key}`),
    ...files
      .filter((file) => file.text.includes(QA_PANEL_MARKER))
      .map((file) => `marker in ${file.name}`),
  ];
}

/** Every JavaScript and HTML file of a build, for qaPanelLeaks. */
export function builtFiles(dist: string): BuiltFile[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  return walk(dist)
    .filter((path) => /\.(m?js|html)$/.test(path))
    .map((path) => ({ name: relative(dist, path), text: readFileSync(path, 'utf8') }));
}
