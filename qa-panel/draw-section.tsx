import { useState } from 'react';
import { ActionNote } from './action-note';
import type { ControlClient } from './control-client';
import { Row, Section, Small } from './qa-styles';
import { useAction } from './use-action';

/** Six distinct whole numbers from 1 to 29, or the reason they are not. */
export function checkNumbers(values: string[]): number[] | string {
  const numbers = values.map(Number);
  if (values.some((value) => value.trim() === '')) return 'Enter all six numbers';
  if (numbers.some((n) => !Number.isInteger(n) || n < 1 || n > 29))
    return 'Numbers are whole numbers from 1 to 29';
  if (new Set(numbers).size !== numbers.length) return 'The six numbers must differ';
  return numbers;
}

/** Draws the next open draw now, with chosen numbers or the fake's random ones. */
export function DrawSection({ client }: { client: ControlClient }) {
  const [values, setValues] = useState(['', '', '', '', '', '']);
  const { note, failed, run } = useAction();

  const draw = (numbers?: number[]) =>
    run(async () => {
      const drawn = await client.drawNext(numbers);
      return `Drawn: ${(drawn.winningNumbers ?? []).join(', ')}`;
    });

  const drawChosen = () => {
    const checked = checkNumbers(values);
    if (typeof checked === 'string') return void run(() => Promise.reject(new Error(checked)));
    void draw(checked);
  };

  return (
    <Section aria-labelledby="qa-draw">
      <h3 id="qa-draw">Next draw</h3>
      <Row role="group" aria-label="Winning numbers">
        {values.map((value, index) => (
          <label key={index}>
            {`Number ${index + 1}`}
            <input
              type="number"
              min={1}
              max={29}
              value={value}
              style={{ inlineSize: '4em' }}
              onChange={(event) =>
                setValues((current) =>
                  current.map((v, i) => (i === index ? event.target.value : v)),
                )
              }
            />
          </label>
        ))}
      </Row>
      <Row>
        <Small type="button" onClick={drawChosen}>
          Draw with these numbers
        </Small>
        <Small type="button" onClick={() => void draw()}>
          Draw random numbers
        </Small>
      </Row>
      <ActionNote note={note} failed={failed} />
    </Section>
  );
}
