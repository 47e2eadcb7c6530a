import { useEffect, useState } from 'react';
import { ActionNote } from './action-note';
import type { ControlClient, FailNextRule } from './control-client';
import { MethodPathFields } from './method-path-fields';
import { readGrids } from './pattern-text';
import { Log, Row, Section, Small } from './qa-styles';
import { useAction } from './use-action';

const ruleLine = (rule: FailNextRule) =>
  `${rule.method ?? '*'} ${rule.path} → ${rule.status}${rule.code ? ` ${rule.code}` : ''}` +
  `${rule.times ? ` ×${rule.times}` : ''}`;

/**
 * One-off refusals of the scenario: `failNext` (the next matching call(s) answer a status) and
 * sold out by the grids QA chooses, the two flags the scenario form leaves out.
 */
export function RefusalsSection({ client }: { client: ControlClient }) {
  const [rule, setRule] = useState({ method: 'POST', path: '/orders/cart/purchase', code: '' });
  const [status, setStatus] = useState('500');
  const [times, setTimes] = useState('1');
  const [armed, setArmed] = useState<FailNextRule[]>([]);
  const [grids, setGrids] = useState('');
  const { note, failed, run } = useAction();

  useEffect(() => {
    void client.getScenario().then(
      (flags) => setArmed(flags.failNext ?? []),
      () => setArmed([]),
    );
  }, [client]);

  const field = (key: keyof typeof rule) => ({
    value: rule[key],
    onChange: (event: { target: { value: string } }) =>
      setRule((current) => ({ ...current, [key]: event.target.value })),
  });
  const failNext = () =>
    run(async () => {
      const next: FailNextRule = {
        ...(rule.method !== '*' && { method: rule.method }),
        path: rule.path.trim(),
        status: Number(status),
        ...(rule.code.trim() && { code: rule.code.trim() }),
        ...(Number(times) > 1 && { times: Number(times) }),
      };
      const flags = await client.setScenario({ failNext: [...armed, next] });
      setArmed(flags.failNext ?? []);
      return `Armed: ${ruleLine(next)}`;
    });
  const clearFailNext = () =>
    run(async () => {
      setArmed((await client.setScenario({ failNext: [] })).failNext ?? []);
      return 'failNext cleared';
    });
  const soldOut = () =>
    run(async () => {
      const numbers = readGrids(grids);
      await client.setScenario({ soldOut: { numbers } });
      return `Sold out: ${numbers.length} grid${numbers.length === 1 ? '' : 's'}`;
    });

  return (
    <Section aria-labelledby="qa-refusals">
      <h3 id="qa-refusals">Refusals</h3>
      <Row>
        <MethodPathFields method={field('method')} path={field('path')} />
        <label>
          Status
          <input
            type="number"
            min={100}
            max={599}
            value={status}
            onChange={(e) => setStatus(e.target.value)}
          />
        </label>
        <label>
          Code (optional)
          <input {...field('code')} />
        </label>
        <label>
          Times
          <input type="number" min={1} value={times} onChange={(e) => setTimes(e.target.value)} />
        </label>
        <Small type="button" onClick={() => void failNext()}>
          Fail next
        </Small>
        <Small type="button" onClick={() => void clearFailNext()}>
          Clear failNext
        </Small>
      </Row>
      {armed.length > 0 && (
        <Log aria-label="Armed failNext rules" tabIndex={0}>
          {armed.map((r, index) => (
            <li key={index}>{ruleLine(r)}</li>
          ))}
        </Log>
      )}
      <Row>
        <label>
          Sold-out grids (six numbers a line)
          <textarea rows={2} value={grids} onChange={(e) => setGrids(e.target.value)} />
        </label>
        <Small type="button" onClick={() => void soldOut()}>
          Sell out these grids
        </Small>
      </Row>
      <ActionNote note={note} failed={failed} />
    </Section>
  );
}
