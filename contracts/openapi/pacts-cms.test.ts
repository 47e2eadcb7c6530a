import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { comparePact, describeFinding } from './check/pactflow';
import { loadDocument } from './check/load';

interface Interaction {
  description: string;
  request: { method: string; path: string };
  response: { status: number; body?: { content?: { data?: unknown } } };
}
interface Pact {
  interactions: Interaction[];
}

const pact = JSON.parse(
  readFileSync(new URL('../pacts/lottery-web-cms.json', import.meta.url), 'utf8'),
) as Pact;

const errorsOf = async (interactions: Interaction[]) =>
  (await comparePact(loadDocument('cms'), { ...pact, interactions }))
    .filter((f) => f.type === 'error')
    .map(describeFinding);

/** The pact of the CMS against the CMS document (decision 0296): plants of each kind must fail. */
describe('a planted mismatch between the CMS pact and its document fails the comparison', () => {
  const page = pact.interactions.find((i) => i.description === 'a request for a content page')!;
  const planted = (change: (i: Interaction, data: Record<string, unknown>) => void) => {
    const copy = structuredClone(page);
    change(copy, copy.response.body!.content!.data as Record<string, unknown>);
    return errorsOf([copy]);
  };
  const media = (data: Record<string, unknown>) =>
    (data.content as Record<string, Record<string, unknown>>[])[1]!.desktop!;

  it('the unchanged interaction passes (the plants below are what fails)', async () => {
    expect(page).toBeDefined();
    expect(await planted(() => {})).toEqual([]);
  });

  it('a new field of the document', async () => {
    const errors = await planted((_, data) => (data.subtitle = 'new'));
    expect(errors.join('\n')).toMatch(/response\.body\.incompatible.*additional/);
  });

  it('a new field of a shared shape (media)', async () => {
    const errors = await planted((_, data) => (media(data).blurhash = 'LKO2?U%2'));
    expect(errors.join('\n')).toMatch(/response\.body\.incompatible/);
  });

  it('a changed type', async () => {
    const errors = await planted((_, data) => (data.order = '1'));
    expect(errors.join('\n')).toMatch(/response\.body\.incompatible/);
  });

  it('a block of a kind the dynamic zone does not have', async () => {
    const errors = await planted((_, data) => {
      (data.content as Record<string, unknown>[])[0]!.__component = 'elements.video';
    });
    expect(errors.join('\n')).toMatch(/response\.body\.incompatible/);
  });

  it('an undeclared status', async () => {
    const errors = await planted((i) => (i.response.status = 418));
    expect(errors.join('\n')).toMatch(/response\.status\.unknown/);
  });

  it('a call the document does not have', async () => {
    const errors = await planted((i) => (i.request.path = '/press-releases'));
    expect(errors.join('\n')).toContain('request.path-or-method.unknown');
  });

  it('a 404 for a collection list, which Strapi answers with an empty page', async () => {
    const list = pact.interactions.find((i) => i.request.path === '/causes')!;
    const copy = structuredClone(list);
    copy.response.status = 404;
    expect((await errorsOf([copy])).join('\n')).toMatch(/response\.status\.unknown/);
  });
});
