import { useEffect, useState } from 'react';
import { ActionNote } from './action-note';
import type { ControlClient, JournalEntry } from './control-client';
import { Log, Row, Section, Small } from './qa-styles';
import { useAction } from './use-action';

export const JOURNAL_POLL_MS = 1500;
const SHOWN = 50;

const line = (entry: JournalEntry) =>
  entry.kind === 'script'
    ? `${entry.at.slice(11, 23)} script ${entry.event ?? ''}`
    : `${entry.at.slice(11, 23)} ${entry.method ?? ''} ${entry.path ?? ''} → ${entry.status ?? '…'}` +
      `${entry.durationMs === undefined ? '' : ` ${Math.round(entry.durationMs)} ms`}` +
      `${entry.player ? ` ${entry.player}` : ''}${entry.fault ? ` fault:${entry.fault}` : ''}`;

/** The fake's request journal, polled while the panel is open, newest first. */
export function JournalSection({ client }: { client: ControlClient }) {
  const [entries, setEntries] = useState<JournalEntry[]>([]);
  const [paused, setPaused] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { note, failed, run } = useAction();

  useEffect(() => {
    if (paused) return;
    let live = true;
    const poll = () =>
      client.readJournal().then(
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
  }, [client, paused]);

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
