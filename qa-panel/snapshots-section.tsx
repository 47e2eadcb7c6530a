import { useState } from 'react';
import { ActionNote } from './action-note';
import type { ControlClient } from './control-client';
import { Log, Row, Section, Small } from './qa-styles';
import { useAction } from './use-action';
import { useOffered } from './use-offered';

/** Hands the browser a JSON file to save: a snapshot attached to a bug report. */
export function downloadJson(name: string, data: unknown): void {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.snapshot.json`;
  link.click();
  URL.revokeObjectURL(url);
}

/** Snapshots of the world the panel drives: save, list, restore, delete, download as JSON. */
export function SnapshotsSection({
  client,
  download = downloadJson,
}: {
  client: ControlClient;
  download?: typeof downloadJson;
}) {
  const snapshots = useOffered(() => client.listSnapshots());
  const [name, setName] = useState('');
  const { note, failed, run } = useAction();
  if (!snapshots.offered) return null;

  const act = (action: () => Promise<string>) =>
    run(async () => {
      const said = await action();
      snapshots.reload();
      return said;
    });
  // A file attached to a bug: stored under its file name (or the name typed), then listed.
  const importFile = (file: File) =>
    act(async () => {
      const stored = name.trim() || file.name.replace(/(\.snapshot)?\.json$/, '');
      const saved = await client.importSnapshot(stored, await file.text());
      setName('');
      return `Imported ${saved.name}: restore it to use it`;
    });
  const save = () =>
    act(async () => {
      const saved = await client.saveSnapshot(name.trim());
      setName('');
      return `Saved ${saved.name} at ${saved.savedAt}`;
    });

  return (
    <Section aria-labelledby="qa-snapshots">
      <h3 id="qa-snapshots">Snapshots</h3>
      <Row>
        <label>
          Snapshot name
          <input value={name} onChange={(event) => setName(event.target.value)} />
        </label>
        <Small type="button" disabled={!name.trim()} onClick={() => void save()}>
          Save snapshot
        </Small>
      </Row>
      <Row>
        <label>
          Import a snapshot file
          <input
            type="file"
            accept="application/json,.json"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void importFile(file);
            }}
          />
        </label>
      </Row>
      <ActionNote note={note ?? snapshots.error} failed={failed || Boolean(snapshots.error)} />
      <Log aria-label="Saved snapshots" tabIndex={-1}>
        {(snapshots.data ?? []).map((snapshot) => (
          <li key={snapshot.name}>
            {snapshot.name} ({snapshot.savedAt}){' '}
            <Small
              type="button"
              aria-label={`Restore ${snapshot.name}`}
              onClick={() =>
                void act(async () => {
                  await client.restoreSnapshot(snapshot.name);
                  return `Restored ${snapshot.name}`;
                })
              }
            >
              Restore
            </Small>{' '}
            <Small
              type="button"
              aria-label={`Download ${snapshot.name}`}
              onClick={() =>
                void run(async () => {
                  download(snapshot.name, await client.exportSnapshot(snapshot.name));
                  return `Downloaded ${snapshot.name}`;
                })
              }
            >
              Download
            </Small>{' '}
            <Small
              type="button"
              aria-label={`Delete ${snapshot.name}`}
              onClick={() =>
                void act(async () => {
                  await client.deleteSnapshot(snapshot.name);
                  return `Deleted ${snapshot.name}`;
                })
              }
            >
              Delete
            </Small>
          </li>
        ))}
      </Log>
    </Section>
  );
}
