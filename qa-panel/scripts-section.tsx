import { useState } from 'react';
import { ActionNote } from './action-note';
import type { ControlClient, PlayerScript } from './control-client';
import { Row, Section, Small } from './qa-styles';
import { useAction } from './use-action';

const THEN = {
  nextDeposit: ['success', 'failure', 'timeout'],
  nextPayout: ['success', 'failure'],
} as const;
const LABELS = { nextDeposit: 'Next deposit', nextPayout: 'Next withdrawal' } as const;
type Kind = keyof typeof THEN;

/**
 * Scripted outcomes on the fake clock (`POST /players/{phone}/script`): the player's next deposit
 * or withdrawal stays pending, then settles as chosen; and a pay-in settled by its id.
 */
export function ScriptsSection({ client }: { client: ControlClient }) {
  const [phone, setPhone] = useState('07701234567');
  const [kind, setKind] = useState<Kind>('nextDeposit');
  const [seconds, setSeconds] = useState('10');
  const [then, setThen] = useState('failure');
  const [paymentId, setPaymentId] = useState('');
  const [outcome, setOutcome] = useState('success');
  const { note, failed, run } = useAction();

  const script = () =>
    run(async () => {
      const step = { pendingForMs: Math.round(Number(seconds) * 1000), then };
      await client.scriptPlayer(phone.trim(), { [kind]: step } as PlayerScript);
      return `${LABELS[kind]} of ${phone.trim()}: pending ${seconds} s, then ${then}`;
    });
  const settle = () =>
    run(async () => {
      await client.settlePayment(paymentId.trim(), outcome);
      return `Payment ${paymentId.trim()}: ${outcome}`;
    });

  return (
    <Section aria-labelledby="qa-scripts">
      <h3 id="qa-scripts">Scripted outcomes</h3>
      <Row>
        <label>
          Player phone
          <input value={phone} onChange={(event) => setPhone(event.target.value)} />
        </label>
        <label>
          Call
          <select
            value={kind}
            onChange={(event) => {
              const next = event.target.value as Kind;
              setKind(next);
              setThen(THEN[next][0]);
            }}
          >
            {(Object.keys(THEN) as Kind[]).map((key) => (
              <option key={key} value={key}>
                {LABELS[key]}
              </option>
            ))}
          </select>
        </label>
      </Row>
      <Row>
        <label>
          Pending for (s)
          <input
            type="number"
            min={0}
            value={seconds}
            onChange={(event) => setSeconds(event.target.value)}
          />
        </label>
        <label>
          Then
          <select value={then} onChange={(event) => setThen(event.target.value)}>
            {THEN[kind].map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <Small type="button" disabled={!phone.trim()} onClick={() => void script()}>
          Script it
        </Small>
      </Row>
      <Row>
        <label>
          Payment id
          <input value={paymentId} onChange={(event) => setPaymentId(event.target.value)} />
        </label>
        <label>
          Provider says
          <select value={outcome} onChange={(event) => setOutcome(event.target.value)}>
            {['success', 'failure', 'error', 'cancelled'].map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <Small type="button" disabled={!paymentId.trim()} onClick={() => void settle()}>
          Settle payment
        </Small>
      </Row>
      <ActionNote note={note} failed={failed} />
    </Section>
  );
}
