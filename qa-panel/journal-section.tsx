import { useEffect, useState } from 'react';
import { ActionNote } from './action-note';
import type { ControlClient, JournalEntry, JournalFilter } from './control-client';
import { MethodPathFields } from './method-path-fields';
import { Log, Row, Section, Small } from './qa-styles';
import { useAction } from './use-action';

export const JOURNAL_POLL_MS = 1500;
const SHOWN = 50;

const line = (entry: JournalEntry) =>
  entry.kind === 'script'
    ? `${entry.at.slice(11, 23)} script ${entry.event ?? ''}`
    : `${entry.at.slice(11, 23)} ${entry.method ?? ''} ${entry.path ?? ''} → ${entry.status ?? '…'}` +
      `${entry.durationMs === undefined ? '' : ` ${Math.round(entry.durationMs)} ms`}` +
      `${entry.player ? ` ${entry.player}` : ''}${entry.fault ? ` fault:${entry.fault}` : ''}` +
      `${entry.cause ? ` (${entry.cause})` : ''}`;

/** The form's fields as the journal's filter: `*` and empty fields match any. */
const filterOf = (form: { method: string; path: string; player: string }): JournalFilter => ({
  ...(form.method !== '*' && { method: form.method }),
  ...(form.path.trim() && { path: form.path.trim() }),
  ...(form.player.trim() && { player: form.player.trim() }),
});

/** The fake's request journal, polled while the panel is open, newest first. */
export function JournalSection({ client }: { client: ControlClient }) {
  const [entries, setEntries] = useState<JournalEntry[]>([]);
  const [paused, setPaused] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { note, failed, run } = useAction();
  // The filter polled with: typing changes the form, Filter applies it (no call per keystroke).
  const [form, setForm] = useState({ method: '*', path: '', player: '' });
  const [filter, setFilter] = useState<JournalFilter>({});
  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
  });

  useEffect(() => {
    if (paused) return;
    let live = true;
    const poll = () =>
      client.readJournal(filter).then(
        (list) => {
          if (!live) return;
          setEntries(list.slice(-SHOWN).reverse());
          setError(null);
        },
        (reason: unknown) =>
          live && setError(reason instanceof Error ? reason.message : String(reason)),
      );
    void poll();
    const timer = setInterval(() => void poll(), JOURNAL_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [client, paused, filter]);

  const clear = () =>
    run(async () => {
      await client.clearJournal();
      setEntries([]);
      return 'Journal cleared';
    });

  return (
    <Section aria-labelledby="qa-journal">
      <h3 id="qa-journal">Request journal</h3>
      <Row>
        <MethodPathFields method={field('method')} path={field('path')} />
        <label>
          Player phone
          <input {...field('player')} />
        </label>
        <Small type="button" onClick={() => setFilter(filterOf(form))}>
          Filter
        </Small>
      </Row>
      <Row>
        <label>
          <span>
            <input
              type="checkbox"
              checked={paused}
              onChange={(event) => setPaused(event.target.checked)}
            />{' '}
            Pause
          </span>
        </label>
        <Small type="button" onClick={() => void clear()}>
          Clear journal
        </Small>
      </Row>
      <ActionNote note={error ?? note} failed={Boolean(error) || failed} />
      <Log aria-label={`Last ${SHOWN} requests, newest first`} tabIndex={0}>
        {entries.map((entry, index) => (
          <li key={entry.seq ?? `${entry.at}-${index}`}>{line(entry)}</li>
        ))}
      </Log>
    </Section>
  );
}
