import { useState } from 'react';
import { ActionNote } from './action-note';
import type { ControlClient } from './control-client';
import { Log, Note, Row, Section, Small } from './qa-styles';
import { useAction } from './use-action';
import { useOffered } from './use-offered';

interface Props {
  client: ControlClient;
  /** The world the panel drives now (`default` or an id). */
  world: string;
  onSwitch: (id: string) => void;
}

/**
 * Worlds (decision 0140): create one, switch the panel to it, reset the one it drives. The app
 * itself follows a world through config.json only, so the section says which values to put there.
 */
export function WorldsSection({ client, world, onSwitch }: Props) {
  const worlds = useOffered(() => client.listWorlds());
  const [id, setId] = useState('');
  const { note, failed, run } = useAction();
  if (!worlds.offered) return null;
  const ids = ['default', ...(worlds.data ?? []).map((w) => w.id).filter((w) => w !== 'default')];

  const create = () =>
    run(async () => {
      const created = await client.createWorld(id.trim() || undefined);
      setId('');
      worlds.reload();
      return `World ${created.id} created at ${created.baseUrl}`;
    });
  const reset = () =>
    run(async () => {
      const answer = await client.resetWorld();
      return `World ${world} reset${answer.now ? `, clock at ${answer.now}` : ''}`;
    });

  return (
    <Section aria-labelledby="qa-worlds">
      <h3 id="qa-worlds">Worlds</h3>
      <Note>
        The panel drives world <strong>{world}</strong>.
        {world !== 'default' &&
          ` Point the app at it in config.json: lotteryApiBaseUrl …/w/${world}/lottery, cmsBaseUrl …/w/${world}/cms/api.`}
      </Note>
      <Row>
        <label>
          New world id (empty = random)
          <input value={id} onChange={(event) => setId(event.target.value)} />
        </label>
        <Small type="button" onClick={() => void create()}>
          Create world
        </Small>
        <Small type="button" onClick={() => void reset()}>
          Reset this world
        </Small>
      </Row>
      <ActionNote note={note ?? worlds.error} failed={failed || Boolean(worlds.error)} />
      <Log aria-label="Worlds" tabIndex={-1}>
        {ids.map((each) => (
          <li key={each}>
            {each}{' '}
            <Small
              type="button"
              disabled={each === world}
              aria-label={`Switch to world ${each}`}
              onClick={() => onSwitch(each)}
            >
              {each === world ? 'Current' : 'Switch'}
            </Small>
          </li>
        ))}
      </Log>
    </Section>
  );
}
