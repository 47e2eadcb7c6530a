/**
 * `node --import tsx scripts/docs/decision-records.ts [--check]`: every decision record opens with
 * its Status and Date, and the index (docs/decisions/README.md) lists each record with its status.
 * Without `--check` it adds what is missing: the Status "Accepted" (a record replaced later is
 * marked by hand, "Superseded by [NNNN](file)") and the Date the record was added (git log).
 * With `--check` it changes nothing and exits 1 when a record or the index is out of step.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DECISIONS = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'docs',
  'decisions',
);
const RECORD = /^\d{4}-.+\.md$/;
const STATUS = /^- Status: (.+)$/m;
const DATE = /^- Date: (\d{4}-\d{2}-\d{2})$/m;

export interface DecisionRecord {
  file: string;
  title: string;
  status: string | undefined;
  date: string | undefined;
}

export function readRecords(folder = DECISIONS): DecisionRecord[] {
  return readdirSync(folder)
    .filter((file) => RECORD.test(file))
    .sort()
    .map((file) => {
      const text = readFileSync(join(folder, file), 'utf8');
      const title = (text.match(/^# (.+)$/m)?.[1] ?? file).replace(/^(\d{4})\.? /, '$1. ');
      return { file, title, status: text.match(STATUS)?.[1], date: text.match(DATE)?.[1] };
    });
}

function addedOn(file: string): string {
  const out = execFileSync('git', ['log', '--diff-filter=A', '--format=%as', '--', file], {
    cwd: DECISIONS,
    encoding: 'utf8',
  });
  // A record not committed yet is added today.
  return out.trim().split('\n').pop() || new Date().toISOString().slice(0, 10);
}

/** The record's text with `- Status:` and `- Date:` under its title when they are missing. */
export function withHeader(text: string, date: string): string {
  if (STATUS.test(text) && DATE.test(text)) return text;
  const [title, ...rest] = text.split('\n');
  const body = rest.join('\n').replace(/^\n+/, '');
  const status = text.match(STATUS)?.[0] ?? '- Status: Accepted';
  return `${title}\n\n${status}\n- Date: ${date}\n\n${body.replace(STATUS, '').replace(/^\n+/, '')}`;
}

/** The index's table: each record, its status (links kept relative) and its old numbers. */
export function indexTable(records: DecisionRecord[], oldNumbers: Map<string, string>): string {
  const rows = records.map(
    (r) => `| [${r.title}](${r.file}) | ${r.status ?? ''} | ${oldNumbers.get(r.file) ?? ''} |`,
  );
  return ['| Record | Status | Old numbers |', '| --- | --- | --- |', ...rows].join('\n');
}

const TABLE = /^\| Record .*\n(?:\|.*\n)+/m;

/** The old numbers column of the index as it stands (they never change). */
function oldNumbersOf(index: string): Map<string, string> {
  const numbers = new Map<string, string>();
  for (const [, file, last] of index.matchAll(/^\| \[.*?\]\((\S+?\.md)\).*\| *([\d, ]*?) *\|$/gm))
    numbers.set(file!, last!);
  return numbers;
}

function main(check: boolean): number {
  const stale: string[] = [];
  for (const { file } of readRecords()) {
    const path = join(DECISIONS, file);
    const text = readFileSync(path, 'utf8');
    const next = withHeader(text, addedOn(file));
    if (next === text) continue;
    stale.push(file);
    if (!check) writeFileSync(path, next);
  }
  const indexPath = join(DECISIONS, 'README.md');
  const index = readFileSync(indexPath, 'utf8');
  const table = indexTable(readRecords(), oldNumbersOf(index));
  const current = index.match(TABLE)?.[0] ?? '';
  const same = current.replace(/[ -]+/g, ' ').trim() === table.replace(/[ -]+/g, ' ').trim();
  if (!same) stale.push('README.md');
  if (!same && !check) {
    writeFileSync(indexPath, index.replace(TABLE, `${table}\n`));
    execFileSync('npx', ['prettier', '--write', indexPath], { stdio: 'ignore' });
  }
  if (stale.length > 0) console.log(`${check ? 'Out of step' : 'Updated'}: ${stale.join(', ')}`);
  return check && stale.length > 0 ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.includes('--check'));
}
