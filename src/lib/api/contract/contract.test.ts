import { describe, expect, it } from 'vitest';
import { CALLS, type CallId } from '../calls';
import { ANSWERS } from '../schemas/answers';
import { cmsDefinitions } from './cms';
import { definitions } from '.';

const ids = (service: 'lottery' | 'cms') =>
  (Object.keys(CALLS) as CallId[]).filter((id) => CALLS[id].service === service).sort();

describe('each call defined once (decisions 0291, 0299)', () => {
  it('every lottery row has a definition and every definition a lottery row', () => {
    expect(
      definitions()
        .map(([id]) => id)
        .sort(),
    ).toEqual(ids('lottery'));
  });

  it('every content row has a content definition and every content definition a row', () => {
    expect(
      cmsDefinitions()
        .map(([id]) => id)
        .sort(),
    ).toEqual(ids('cms'));
  });

  it.each(definitions())('%s: a lottery call with a policy row and its answer read', (id, d) => {
    expect(CALLS[id].service).toBe('lottery');
    // An answer read unchecked is documented only (decision 0202): not in the app's check.
    const checked = d.answer !== undefined && d.answer.checked !== false;
    expect(id in ANSWERS).toBe(checked);
    if (checked) expect(ANSWERS[id as keyof typeof ANSWERS]).toBe(d.answer?.schema);
  });
});
