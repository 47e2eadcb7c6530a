import { useState } from 'react';
import { ActionNote } from './action-note';
import { MethodPathFields } from './method-path-fields';
import type { ControlClient, NearestMiss, RequestPattern, Times } from './control-client';
import { readBody, readHeaders, readQuery } from './pattern-text';
import { Log, Row, Section, Small } from './qa-styles';
import { useAction } from './use-action';
import { useOffered } from './use-offered';

type TimesKind = 'exactly' | 'atLeast' | 'atMost';
const TIMES: Record<TimesKind, string> = {
  exactly: 'exactly',
  atLeast: 'at least',
  atMost: 'at most',
};

const missLine = (miss: NearestMiss) =>
  `${miss.method} ${miss.path}${miss.player ? ` ${miss.player}` : ''}${miss.status ? ` → ${miss.status}` : ''}: ${miss.differences.join('; ')}`;

/** "Was it called N times?" against the journal: a pattern, a count, the nearest misses. */
export function VerifySection({ client }: { client: ControlClient }) {
  // The journal count is the cheapest call of the two; a 404 means no verification here.
  const offered = useOffered(() => client.countRequests({}));
  const [pattern, setPattern] = useState({
    method: 'POST',
    path: '/orders/cart/purchase',
    player: '',
  });
  const [kind, setKind] = useState<TimesKind>('exactly');
  const [n, setN] = useState('1');
  const [misses, setMisses] = useState<NearestMiss[]>([]);
  // What the request carried: a body subset (JSON), query values, header values.
  const [carried, setCarried] = useState({ body: '', query: '', headers: '' });
  const { note, failed, run } = useAction();
  if (!offered.offered) return null;

  const request = (): RequestPattern => ({
    ...(pattern.method !== '*' && { method: pattern.method }),
    ...(pattern.path.trim() && { path: pattern.path.trim() }),
    ...(pattern.player.trim() && { player: pattern.player.trim() }),
  });
  const field = (key: keyof typeof pattern) => ({
    value: pattern[key],
    onChange: (event: { target: { value: string } }) =>
      setPattern((current) => ({ ...current, [key]: event.target.value })),
  });

  const text = (key: keyof typeof carried) => ({
    value: carried[key],
    onChange: (event: { target: { value: string } }) =>
      setCarried((current) => ({ ...current, [key]: event.target.value })),
  });

  const verify = () =>
    run(async () => {
      const times = { [kind]: Number(n) } as Times;
      const body = readBody(carried.body);
      const query = readQuery(carried.query);
      const headers = readHeaders(carried.headers);
      const answer = await client.verify({
        ...request(),
        ...(body && { body }),
        ...(query && { query }),
        ...(headers && { headers }),
        times,
      });
      setMisses(answer.nearestMisses ?? []);
      const said = `${answer.count} matching, ${TIMES[kind]} ${n} expected`;
      // A miss is the answer QA looks for: shown as a failure, with the nearest misses below.
      if (!answer.matched) throw new Error(`Not verified: ${said}`);
      return `Verified: ${said}`;
    });
  const count = () =>
    run(async () => {
      setMisses([]);
      return `${await client.countRequests(request())} matching requests`;
    });

  return (
    <Section aria-labelledby="qa-verify">
      <h3 id="qa-verify">Verification</h3>
      <Row>
        <MethodPathFields method={field('method')} path={field('path')} />
        <label>
          Player phone
          <input {...field('player')} />
        </label>
      </Row>
      <Row>
        <label>
          Body contains (JSON)
          <textarea rows={2} {...text('body')} placeholder='{"paymentMethod":"FIB"}' />
        </label>
        <label>
          Query
          <input {...text('query')} placeholder="paymentMethod=FIB" />
        </label>
        <label>
          Headers (Name: value a line)
          <textarea rows={2} {...text('headers')} />
        </label>
      </Row>
      <Row>
        <label>
          Times
          <select value={kind} onChange={(event) => setKind(event.target.value as TimesKind)}>
            {(Object.keys(TIMES) as TimesKind[]).map((key) => (
              <option key={key} value={key}>
                {TIMES[key]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Count
          <input type="number" min={0} value={n} onChange={(event) => setN(event.target.value)} />
        </label>
        <Small type="button" onClick={() => void verify()}>
          Verify
        </Small>
        <Small type="button" onClick={() => void count()}>
          Count only
        </Small>
      </Row>
      <ActionNote note={note ?? offered.error} failed={failed || Boolean(offered.error)} />
      {misses.length > 0 && (
        <Log aria-label="Nearest misses" tabIndex={0}>
          {misses.map((miss, index) => (
            <li key={index}>{missLine(miss)}</li>
          ))}
        </Log>
      )}
    </Section>
  );
}
