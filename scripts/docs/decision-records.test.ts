import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DECISIONS, readRecords, withHeader } from './decision-records.ts';

describe('decision records', () => {
  it('each opens with a Status and the Date it was added', () => {
    const missing = readRecords().filter((r) => !r.status || !r.date);
    expect(missing.map((r) => r.file)).toEqual([]);
  });

  it('carries one status line: a second one, however spelled, is a relation to another record', () => {
    const twice = readRecords().filter(
      (r) => readFileSync(join(DECISIONS, r.file), 'utf8').match(/^\W*status\W*:/gim)!.length > 1,
    );
    expect(twice.map((r) => r.file)).toEqual([]);
  });

  it('names the record that replaced a superseded one, and that record exists', () => {
    const files = new Set(readRecords().map((r) => r.file));
    for (const { status } of readRecords()) {
      if (status === 'Accepted') continue;
      const [, target] = status!.match(/^Superseded by \[\d{4}\]\((\d{4}-.+\.md)\)$/) ?? [];
      expect(files.has(target ?? status!)).toBe(true);
    }
  });

  it('are listed in the index with their status', () => {
    const index = readFileSync(join(DECISIONS, 'README.md'), 'utf8');
    for (const { file, status } of readRecords()) {
      const row = index.split('\n').find((line) => /^\| \[.*?\]\((.+?)\)/.exec(line)?.[1] === file);
      expect(row, file).toContain(`| ${status}`);
    }
  });

  it('adds a missing header under the title and keeps a status written by hand', () => {
    expect(withHeader('# 0200 X\n\n## Context\n', '2026-01-02')).toBe(
      '# 0200 X\n\n- Status: Accepted\n- Date: 2026-01-02\n\n## Context\n',
    );
    const superseded = '# 0200 X\n\n- Status: Superseded by [0201](0201-y.md)\n\n## Context\n';
    expect(withHeader(superseded, '2026-01-02')).toContain(
      '- Status: Superseded by [0201](0201-y.md)\n- Date: 2026-01-02\n\n## Context',
    );
  });
});
