import { describe, expect, it } from 'vitest';
import { readFakeArgs } from './cli-args';

describe('the fake command line', () => {
  it('reads the snapshot, proxy-and-record and replay flags', () => {
    expect(readFakeArgs([])).toEqual({});
    expect(readFakeArgs(['--snapshot', 'bug.json'])).toEqual({ snapshot: 'bug.json' });
    expect(readFakeArgs(['--proxy', 'https://real.example', '--record', 'rec'])).toEqual({
      proxy: 'https://real.example',
      record: 'rec',
    });
    expect(readFakeArgs(['--replay', 'rec/one.har'])).toEqual({ replay: 'rec/one.har' });
  });

  it('refuses a typo and combinations that mean nothing', () => {
    expect(() => readFakeArgs(['--recrod', 'rec'])).toThrow(/recrod/);
    expect(() => readFakeArgs(['--proxy', 'https://real.example'])).toThrow(/go together/);
    expect(() => readFakeArgs(['--record', 'rec'])).toThrow(/go together/);
    expect(() => readFakeArgs(['--proxy', 'not a url', '--record', 'rec'])).toThrow(/URL/);
    expect(() => readFakeArgs(['--replay', 'a', '--snapshot', 'b'])).toThrow(/--snapshot/);
  });
});
