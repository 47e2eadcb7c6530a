import { useState } from 'react';
import { ActionNote } from './action-note';
import { MethodPathFields } from './method-path-fields';
import type { ControlClient } from './control-client';
import { armable, describeRule, KINDS, ruleOf } from './fault-rule';
import { Log, Row, Section, Small } from './qa-styles';
import { useAction } from './use-action';
import { useOffered } from './use-offered';

/** Arms one more fault rule on the fake (the list is replaced as a whole, same seed), lists, clears. */
export function FaultsSection({ client }: { client: ControlClient }) {
  const faults = useOffered(() => client.getFaults());
  const [form, setForm] = useState({
    method: 'POST',
    path: '/orders/cart/purchase',
    kind: 'status',
    status: '503',
    code: '',
    times: '1',
    nth: '',
    skip: '',
    delayMs: '2000',
  });
  const { note, failed, run } = useAction();
  if (!faults.offered) return null;
  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
  });
  const rules = faults.data?.rules ?? [];

  const arm = () =>
    run(async () => {
      if (!form.path.trim()) return 'Give a path';
      const kept = rules.map(armable);
      await client.armFaults({ seed: faults.data?.seed ?? 1, rules: [...kept, ruleOf(form)] });
      faults.reload();
      return 'Fault armed';
    });
  const clear = () =>
    run(async () => {
      await client.clearFaults();
      faults.reload();
      return 'Faults cleared';
    });

  return (
    <Section aria-labelledby="qa-faults">
      <h3 id="qa-faults">Faults</h3>
      <Row>
        <MethodPathFields method={field('method')} path={field('path')} />
        <label>
          Kind
          <select {...field('kind')}>
            {KINDS.map((kind) => (
              <option key={kind}>{kind}</option>
            ))}
          </select>
        </label>
      </Row>
      <Row>
        {form.kind === 'status' && (
          <>
            <label>
              Status
              <input type="number" min={100} max={599} {...field('status')} />
            </label>
            <label>
              Error code
              <input {...field('code')} placeholder="e.g. INSUFFICIENT_FUNDS" />
            </label>
          </>
        )}
        {(form.kind === 'delay' || form.kind === 'slowBody') && (
          <label>
            Delay (ms)
            <input type="number" min={0} max={60000} {...field('delayMs')} />
          </label>
        )}
        <label>
          Times (empty = always)
          <input type="number" min={1} {...field('times')} />
        </label>
        <label>
          Skip first
          <input type="number" min={0} {...field('skip')} />
        </label>
        <label>
          Only the Nth call
          <input type="number" min={1} {...field('nth')} />
        </label>
      </Row>
      <Row>
        <Small type="button" onClick={() => void arm()}>
          Arm fault
        </Small>
        <Small type="button" onClick={() => void clear()}>
          Clear faults
        </Small>
      </Row>
      <ActionNote note={note ?? faults.error} failed={failed || Boolean(faults.error)} />
      {rules.length > 0 && (
        <Log aria-label="Armed faults" tabIndex={0}>
          {rules.map((rule, index) => (
            <li key={index}>{describeRule(rule)}</li>
          ))}
        </Log>
      )}
    </Section>
  );
}
