import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { QA_PANEL_MARKER } from '../qa-panel/marker';
import { builtFiles, qaPanelLeaks } from './qa-panel-leak';

describe('qaPanelLeaks', () => {
  it('passes a build without the panel', () => {
    const files = [
      { name: 'assets/shell.js', text: 'createRoot(document.getElementById("root"))' },
    ];
    expect(qaPanelLeaks(['index.html', 'src/features/play/pages/play-page.tsx'], files)).toEqual(
      [],
    );
  });

  it('names a chunk from the panel folder and any file holding its marker', () => {
    const files = [
      { name: 'assets/shell.js', text: 'ok' },
      { name: 'assets/mount-x1.js', text: `host.id="${QA_PANEL_MARKER}"` },
    ];
    expect(qaPanelLeaks(['qa-panel/mount.tsx', 'index.html'], files)).toEqual([
      'chunk qa-panel/mount.tsx',
      'marker in assets/mount-x1.js',
    ]);
  });

  it('reads every script and page of a build folder, nested ones too', () => {
    const dist = mkdtempSync(join(tmpdir(), 'qa-leak-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'a.js'), `"${QA_PANEL_MARKER}"`);
    writeFileSync(join(dist, 'assets', 'a.js.gz'), 'binary');
    const found = qaPanelLeaks([], builtFiles(dist));
    expect(found).toEqual([`marker in ${join('assets', 'a.js')}`]);
  });
});
