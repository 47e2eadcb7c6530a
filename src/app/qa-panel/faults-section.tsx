import { useState } from 'react';
import { ActionNote } from './action-note';
import type { ControlClient, FaultRule } from './control-client';
import { Log, Row, Section, Small } from './qa-styles';
import { useAction } from './use-action';
import { useOffered } from './use-offered';

const KINDS: FaultRule['kind'][] = ['status', 'drop', 'malformed', 'delay', 'slowBody'];

/** The rule the form describes; an error code becomes the lottery's error body. */
export function ruleOf(
  form: Record<
    'method' | 'path' | 'kind' | 'status' | 'code' | 'times' | 'nth' | 'delayMs',
    string
  >,
): FaultRule {
  const rule: FaultRule = { path: form.path.trim(), kind: form.kind as FaultRule['kind'] };
  if (form.method !== '*') rule.method = form.method;
  if (form.kind === 'status') rule.status = Number(form.status);
  if (form.kind === 'status' && form.code.trim())
    rule.body = { status: form.code.trim(), message: 'Fault armed from the QA panel' };
  if (form.kind === 'delay' || form.kind === 'slowBody') rule.delayMs = Number(form.delayMs);
  if (form.nth) rule.onNth = Number(form.nth);
  else if (form.times) rule.count = Number(form.times);
  return rule;
}

const describe = (rule: FaultRule) =>
  `${rule.method ?? '*'} ${rule.path} ${rule.kind}${rule.status ? ` ${rule.status}` : ''}` +
  `${rule.onNth ? ` on #${rule.onNth}` : rule.count ? ` ×${rule.count}` : ' always'}` +
  `${rule.fired === undefined ? '' : `, fired ${rule.fired}`}`;

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
      // The fake lists rules with their counters; it takes them back without.
      const kept = rules.map(({ fired: _fired, ...rule }) => rule);
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
        <label>
          Method
          <select {...field('method')}>
            {['*', 'GET', 'POST', 'PUT', 'DELETE'].map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </label>
        <label>
          Path glob
          <input {...field('path')} />
        </label>
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
            <li key={index}>{describe(rule)}</li>
          ))}
        </Log>
      )}
    </Section>
  );
}
