import { useEffect, useState } from 'react';
import { ActionNote } from './action-note';
import { DEPOSIT_OUTCOMES, PAYOUT_OUTCOMES, SOLD_OUT } from '../mock-server/control/api-types';
import type { ControlClient, Scenario } from './control-client';
import { Row, Section, Small } from './qa-styles';
import { useAction } from './use-action';

/** The values the fake takes for each choice: its own lists (mock-server/scenario.ts). */
const CHOICES = {
  depositOutcome: DEPOSIT_OUTCOMES,
  payoutOutcome: PAYOUT_OUTCOMES,
  soldOut: SOLD_OUT,
};

const LABELS: Record<keyof typeof CHOICES, string> = {
  depositOutcome: 'Deposit outcome',
  payoutOutcome: 'Payout outcome',
  soldOut: 'Sold out',
};

const BY_NUMBERS = 'by chosen numbers';
/** A flag's name for the select: sold out by chosen grids has no name of its own. */
const named = (value: Scenario[keyof typeof CHOICES]) =>
  typeof value === 'string' ? value : BY_NUMBERS;

/** The fake's scenario flags (mock-server/scenario.ts), read at open and applied in one PUT. */
export function ScenarioSection({ client }: { client: ControlClient }) {
  const [flags, setFlags] = useState<Scenario | null>(null);
  const { note, failed, run } = useAction();

  useEffect(() => {
    void run(async () => {
      setFlags(await client.getScenario());
      return 'Scenario loaded';
    });
  }, [client, run]);

  const set = <K extends keyof Scenario>(key: K, value: Scenario[K]) =>
    setFlags((current) => (current ? { ...current, [key]: value } : current));

  const apply = () =>
    run(async () => {
      if (!flags) return 'Nothing to apply';
      const { geoBlocked, depositOutcome, payoutOutcome, soldOut, spendingLimitIqd, latencyMs } =
        flags;
      setFlags(
        await client.setScenario({
          geoBlocked,
          depositOutcome,
          payoutOutcome,
          soldOut,
          spendingLimitIqd,
          latencyMs,
        }),
      );
      return 'Scenario applied';
    });

  return (
    <Section aria-labelledby="qa-scenario">
      <h3 id="qa-scenario">Scenario</h3>
      {flags && (
        <>
          <Row>
            <label>
              <span>
                <input
                  type="checkbox"
                  checked={flags.geoBlocked}
                  onChange={(event) => set('geoBlocked', event.target.checked)}
                />{' '}
                Geo-blocked
              </span>
            </label>
          </Row>
          <Row>
            {(Object.keys(CHOICES) as (keyof typeof CHOICES)[]).map((key) => (
              <label key={key}>
                {LABELS[key]}
                <select
                  value={named(flags[key])}
                  // The options are the fake's own values for this flag (CHOICES).
                  onChange={(event) => set(key, event.target.value as Scenario[typeof key])}
                >
                  {CHOICES[key].map((value) => (
                    <option key={value}>{value}</option>
                  ))}
                  {/* Set in Refusals: kept as it is until another choice is made here. */}
                  {named(flags[key]) === BY_NUMBERS && <option disabled>{BY_NUMBERS}</option>}
                </select>
              </label>
            ))}
          </Row>
          <Row>
            <label>
              Spending limit (IQD, empty = none)
              <input
                type="number"
                min={0}
                value={flags.spendingLimitIqd ?? ''}
                onChange={(event) =>
                  set(
                    'spendingLimitIqd',
                    event.target.value === '' ? null : Number(event.target.value),
                  )
                }
              />
            </label>
            <label>
              Latency (ms)
              <input
                type="number"
                min={0}
                max={60000}
                value={flags.latencyMs}
                onChange={(event) => set('latencyMs', Number(event.target.value))}
              />
            </label>
            <Small type="button" onClick={() => void apply()}>
              Apply scenario
            </Small>
          </Row>
        </>
      )}
      <ActionNote note={note} failed={failed} />
    </Section>
  );
}
