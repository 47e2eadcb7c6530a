import { useState } from 'react';
import { ActionNote } from './action-note';
import { PRESET_NAMES } from '../mock-server/control/api-types';
import type { ControlClient, NetworkPreset, PaymentOutage } from './control-client';
import { Row, Section, Small } from './qa-styles';
import { useAction } from './use-action';

type PresetName = NetworkPreset['name'];

/** A label for each of the fake's presets: a new preset fails the typecheck until it has one. */
const PRESET_LABELS: Record<PresetName, string> = {
  'exam-shutdown-federal': 'Exam shutdown (federal) 06:00-08:00',
  'exam-shutdown-kurdistan': 'Exam shutdown (Kurdistan) 07:30-10:30',
  'evening-4g': 'Evening 4G',
  flaky: 'Flaky',
};

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
] as const satisfies readonly (PaymentOutage & { key: string; label: string })[];

/** Network presets, payment outages and the journal as HAR (decisions 0270-0272). */
export function ConditionsSection({ client }: { client: ControlClient }) {
  const [presets, setPresets] = useState<PresetName[]>([]);
  const [outages, setOutages] = useState<string[]>([]);
  const { note, failed, run } = useAction();
  const toggle = <T,>(list: T[], item: T) =>
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
        {PRESET_NAMES.map((name) => (
          <label key={name}>
            <input
              type="checkbox"
              checked={presets.includes(name)}
              onChange={() => setPresets(toggle(presets, name))}
            />
            {PRESET_LABELS[name]}
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
