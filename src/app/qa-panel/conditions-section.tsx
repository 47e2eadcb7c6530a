import { useState } from 'react';
import { ActionNote } from './action-note';
import type { ControlClient } from './control-client';
import { Row, Section, Small } from './qa-styles';
import { useAction } from './use-action';

const PRESETS = [
  { name: 'exam-shutdown-federal', label: 'Exam shutdown (federal) 06:00-08:00' },
  { name: 'exam-shutdown-kurdistan', label: 'Exam shutdown (Kurdistan) 07:30-10:30' },
  { name: 'evening-4g', label: 'Evening 4G' },
  { name: 'flaky', label: 'Flaky' },
] as const;

const OUTAGES = [
  {
    key: 'fib-card',
    label: 'FIB card rail down',
    paymentMethod: 'FIB',
    rail: 'CARD',
    state: 'DOWN',
  },
  { key: 'zain', label: 'ZainCash down', paymentMethod: 'ZAIN_CASH', state: 'DOWN' },
  { key: 'qi-slow', label: 'Qi Card slow', paymentMethod: 'QI_CARD', state: 'SLOW' },
] as const;

/** Network presets, payment outages and the journal as HAR (decisions 0270-0272). */
export function ConditionsSection({ client }: { client: ControlClient }) {
  const [presets, setPresets] = useState<string[]>([]);
  const [outages, setOutages] = useState<string[]>([]);
  const { note, failed, run } = useAction();
  const toggle = (list: string[], item: string) =>
    list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

  const applyNetwork = () =>
    run(async () => {
      const answer = await client.setNetwork(presets.map((name) => ({ name })));
      const dark = answer.shutdownNow ? `; shut down now (${answer.shutdownNow})` : '';
      return `Network presets: ${presets.join(', ') || 'none'}${dark}`;
    });
  const applyOutages = () =>
    run(async () => {
      const chosen = OUTAGES.filter((o) => outages.includes(o.key));
      await client.setPaymentOutages(chosen.map(({ key: _key, label: _label, ...o }) => o));
      return `Payment outages: ${chosen.map((o) => o.label).join(', ') || 'none'}`;
    });

  return (
    <Section aria-labelledby="qa-conditions">
      <h3 id="qa-conditions">Network and payments</h3>
      <fieldset>
        <legend>Network presets (fake clock, Baghdad time)</legend>
        {PRESETS.map((preset) => (
          <label key={preset.name}>
            <input
              type="checkbox"
              checked={presets.includes(preset.name)}
              onChange={() => setPresets(toggle(presets, preset.name))}
            />
            {preset.label}
          </label>
        ))}
      </fieldset>
      <Row>
        <Small type="button" onClick={() => void applyNetwork()}>
          Apply presets
        </Small>
      </Row>
      <fieldset>
        <legend>Payment outages</legend>
        {OUTAGES.map((outage) => (
          <label key={outage.key}>
            <input
              type="checkbox"
              checked={outages.includes(outage.key)}
              onChange={() => setOutages(toggle(outages, outage.key))}
            />
            {outage.label}
          </label>
        ))}
      </fieldset>
      <Row>
        <Small type="button" onClick={() => void applyOutages()}>
          Apply outages
        </Small>
        <a href={client.journalHarUrl()} download>
          Journal as HAR
        </a>
      </Row>
      <ActionNote note={note} failed={failed} />
    </Section>
  );
}
