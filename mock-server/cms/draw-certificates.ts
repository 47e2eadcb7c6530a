import type { World } from '../world/state';
import type { CmsLocale } from '../../src/lib/api/types/languages';
import certificateTemplates from '../../fixtures/cms/draw-certificates.json';
import methodTexts from '../../fixtures/cms/draw-certificate-methods.json';
import manifest from '../../fixtures/cms/uploads/manifest.json';
import { toServerDateTime } from '../domain/dates';
import { findDraw } from '../services/draws';
import type { UploadManifest } from './media';
import type { CmsFixtures, FixtureDocument } from './fixture-types';
import { contentTypes } from './schema';
import { buildStore, locales, type CmsStore } from './store';

type MethodKind = keyof typeof methodTexts;

/**
 * The certificates as the operator would publish them in this world (decision 0250): one per
 * drawn draw the fixtures name, dated at the draw's own time on the world's clock, its method
 * the one the draw used (`rng` for a seeded draw, `machine` for numbers set by hand). A draw not
 * yet drawn has no certificate. The fixtures hold only what a clock cannot give: observers, stream.
 */
export function certificatesOf(world: World): FixtureDocument[] {
  return (certificateTemplates as FixtureDocument[]).flatMap((template) => {
    const draw = findDraw(world, Number(template.shared?.drawId));
    if (!draw?.drawn) return [];
    const kind: MethodKind = draw.method === 'seed' ? 'rng' : 'machine';
    // Published a quarter of an hour after the numbers, as an editor would.
    const published = new Date(draw.drawTime + 15 * 60_000).toISOString();
    const withMethod = (locale: CmsLocale) => ({
      ...template.locales[locale],
      method: methodTexts[kind][locale],
    });
    return [
      {
        ...template,
        createdAt: published,
        updatedAt: published,
        publishedAt: published,
        shared: { ...template.shared, drawTime: toServerDateTime(draw.drawTime), methodKind: kind },
        locales: Object.fromEntries(locales.map((l) => [l, withMethod(l)])),
      },
    ];
  });
}

const cache = new WeakMap<World, { key: string; store: CmsStore }>();

/** What changes the certificates: which draws are drawn and how. */
const keyOf = (world: World) =>
  world.db.draw
    .getAll()
    .filter((d) => d.drawn)
    .map((d) => `${d.drawId}:${d.method}`)
    .join(',');

/** A store holding only this world's certificates, rebuilt when a draw is drawn. */
export function certificateStore(world: World): CmsStore {
  const key = keyOf(world);
  const known = cache.get(world);
  if (known?.key === key) return known.store;
  const fixtures = Object.fromEntries(
    Object.keys(contentTypes).map((type) => [type, []]),
  ) as unknown as CmsFixtures;
  fixtures['draw-certificate'] = certificatesOf(world);
  const store = buildStore(fixtures, manifest as UploadManifest);
  cache.set(world, { key, store });
  return store;
}

/** The read-only content, with the draw certificates taken from the world the request acts on. */
export const withWorldCertificates = (base: CmsStore, world: World): CmsStore => {
  const certificates = () => certificateStore(world);
  const pick = (type: string) => (type === 'draw-certificate' ? certificates() : base);
  return {
    rows: (type, locale, status) => pick(type).rows(type, locale, status),
    related: (row, attribute) => pick(row.type).related(row, attribute),
    media: (id) => base.media(id),
  };
};
