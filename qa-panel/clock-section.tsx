import { useState } from 'react';
import { ActionNote } from './action-note';
import type { ControlClient } from './control-client';
import { Row, Section, Small } from './qa-styles';
import { useAction } from './use-action';

const HOUR = 3_600_000;
const STEPS = [
  { label: '+1 hour', ms: HOUR },
  { label: '+1 day', ms: 24 * HOUR },
  { label: '+1 week', ms: 7 * 24 * HOUR },
];

/** Moves the fake's clock forward (it never goes back); draws whose time passes are drawn. */
export function ClockSection({ client }: { client: ControlClient }) {
  const [minutes, setMinutes] = useState(30);
  const { note, failed, run } = useAction();
  const advance = (ms: number) =>
    run(async () => `Fake time is now ${(await client.advanceClock(ms)).now}`);

  return (
    <Section aria-labelledby="qa-clock">
      <h3 id="qa-clock">Clock</h3>
      <Row>
        <Small
          type="button"

          onClick={() => void run(async () => `Fake time is ${(await client.getClock()).now}`)}
        >
          Read clock
        </Small>
        {STEPS.map((step) => (
          <Small
            key={step.label}
            type="button"

            onClick={() => void advance(step.ms)}
          >
            {step.label}
          </Small>
        ))}
      </Row>
      <Row>
        <label>
          Minutes
          <input
            type="number"
            min={1}
            value={minutes}
            onChange={(event) => setMinutes(Number(event.target.value))}
          />
        </label>
        <Small
          type="button"
          disabled={!(minutes > 0)}
          onClick={() => void advance(Math.round(minutes * 60_000))}
        >
          Move clock
        </Small>
      </Row>
      <ActionNote note={note} failed={failed} />
    </Section>
  );
}
