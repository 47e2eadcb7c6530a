import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { comparePact, describeFinding } from './check/pactflow';
import { loadDocument } from './check/load';
import { redoclyProblems } from './check/redocly';
import { DOCUMENTS, type DocumentName } from './build/document';

interface Interaction {
  description: string;
  request: { method: string; path: string };
  response: { status: number; body?: { content?: Record<string, unknown> } };
}
interface Pact {
  interactions: Interaction[];
}

const readPact = (file: string) =>
  JSON.parse(readFileSync(new URL(`../pacts/${file}`, import.meta.url), 'utf8')) as Pact;

/** Each pact and the document of its provider. */
const PAIRS: { pact: string; document: DocumentName }[] = [
  { pact: 'lottery-web-lottery-api.json', document: 'lottery-api' },
  { pact: 'lottery-web-lottery-api-extensions.json', document: 'lottery-api-extensions' },
  { pact: 'lottery-web-cms.json', document: 'cms' },
];

const errorsOf = async (document: DocumentName, pact: Pact) =>
  (await comparePact(loadDocument(document), pact))
    .filter((f) => f.type === 'error')
    .map(describeFinding);

describe("PactFlow's comparator: each pact against its provider's document", () => {
  it.each(PAIRS)('$pact against $document: no error', async ({ pact, document }) => {
    expect(await errorsOf(document, readPact(pact))).toEqual([]);
  });

  it('the spec pact may not use an extension call', async () => {
    const pact = readPact(PAIRS[0]!.pact);
    const terms: Interaction = {
      description: 'the terms',
      request: { method: 'GET', path: '/users/terms' },
      response: { status: 200 },
    };
    const errors = await errorsOf('lottery-api', { ...pact, interactions: [terms] });
    expect(errors.join('\n')).toContain('request.path-or-method.unknown');
  });
});

describe('a planted mismatch between a pact and its document fails the comparison', () => {
  const pact = readPact(PAIRS[0]!.pact);
  const refusal = pact.interactions.find(
    (i) => i.response.body?.content?.status === 'INSUFFICIENT_BALANCE',
  )!;
  const planted = async (change: (i: Interaction) => void) => {
    const copy = structuredClone(refusal);
    change(copy);
    return errorsOf('lottery-api', { ...pact, interactions: [copy] });
  };
  const details = (i: Interaction) => i.response.body!.content!.details as Record<string, unknown>;

  it('the unchanged interaction passes (the plants below are what fails)', async () => {
    expect(refusal).toBeDefined();
    expect(await planted(() => {})).toEqual([]);
  });

  it('a new details field', async () => {
    const errors = await planted((i) => (details(i).shortfallReason = 'LOW'));
    expect(errors.join('\n')).toMatch(/response\.body\.incompatible/);
  });

  it('a changed type', async () => {
    const errors = await planted((i) => (details(i).missingAmount = '1000'));
    expect(errors.join('\n')).toMatch(/response\.body\.incompatible/);
  });

  it('the details of another code', async () => {
    const errors = await planted((i) => (i.response.body!.content!.details = { max: 5 }));
    expect(errors.join('\n')).toMatch(/response\.body\.incompatible/);
  });

  it('an undeclared status', async () => {
    const errors = await planted((i) => (i.response.status = 418));
    expect(errors.join('\n')).toMatch(/response\.status\.unknown/);
  });
});

describe("Redocly's recommended rules", () => {
  it.each(DOCUMENTS)('%s: no error', async (name) => {
    const text = readFileSync(new URL(`./${name}.json`, import.meta.url), 'utf8');
    const errors = (await redoclyProblems(text, name)).filter((p) => p.severity === 'error');
    expect(errors.map((p) => p.line)).toEqual([]);
  });

  it('a public operation without security is an error', async () => {
    const doc = loadDocument('lottery-api') as { paths: Record<string, Record<string, object>> };
    delete (doc.paths['/users/login']!.post as { security?: unknown }).security;
    const problems = await redoclyProblems(JSON.stringify(doc), 'planted');
    expect(problems.filter((p) => p.severity === 'error').map((p) => p.rule)).toEqual([
      'security-defined',
    ]);
  });
});
