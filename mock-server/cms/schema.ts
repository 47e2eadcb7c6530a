/** The content types the app reads, as a Strapi 5 schema: attribute order is the answer's field order. */
export type ScalarType = 'string' | 'text' | 'richtext' | 'integer' | 'boolean';

export type Attribute =
  | { type: ScalarType }
  | { type: 'media' }
  | { type: 'relation'; target: ContentTypeName }
  | { type: 'component'; component: ComponentUid; repeatable: boolean }
  | { type: 'dynamiczone'; components: ComponentUid[] };

export type Attributes = Record<string, Attribute>;

export type ComponentUid = 'elements.link' | 'elements.text-block' | 'elements.image';

export const components: Record<ComponentUid, Attributes> = {
  'elements.link': { url: { type: 'string' }, linkText: { type: 'string' } },
  'elements.text-block': {
    headline: { type: 'string' },
    text: { type: 'text' },
    titleSize: { type: 'string' },
    textSize: { type: 'string' },
  },
  'elements.image': {
    alternativeText: { type: 'string' },
    desktop: { type: 'media' },
    mobile: { type: 'media' },
  },
};

const newsCollection: Attributes = {
  title: { type: 'string' },
  news_articles: { type: 'relation', target: 'news-article' },
};
const legalPage: Attributes = { title: { type: 'string' }, content: { type: 'richtext' } };

export type ContentTypeName =
  | 'navigation-link'
  | 'content-page'
  | 'news-article'
  | 'homepage'
  | 'latest-news'
  | 'all-news-top-3'
  | 'all-news'
  | 'privacy-policy'
  | 'terms-and-condition'
  | 'terms-and-conditions-voucher'
  | 'cause'
  | 'charity-report'
  | 'draw-certificate';

const types: Record<ContentTypeName, ContentType> = {
  'navigation-link': {
    kind: 'collection',
    route: 'navigation-links',
    attributes: {
      linkText: { type: 'string' },
      url: { type: 'string' },
      order: { type: 'integer' },
      showInFooter: { type: 'boolean' },
      links: { type: 'component', component: 'elements.link', repeatable: true },
      contentPages: { type: 'relation', target: 'content-page' },
    },
  },
  'content-page': {
    kind: 'collection',
    route: 'content-pages',
    attributes: {
      url: { type: 'string' },
      title: { type: 'string' },
      linkText: { type: 'string' },
      order: { type: 'integer' },
      content: { type: 'dynamiczone', components: ['elements.text-block', 'elements.image'] },
    },
  },
  'news-article': {
    kind: 'collection',
    route: 'news-articles',
    attributes: {
      // The spec reads title or articleTitle, content or articleContent: older articles use the latter.
      title: { type: 'string' },
      articleTitle: { type: 'string' },
      content: { type: 'richtext' },
      articleContent: { type: 'richtext' },
      videoURL: { type: 'string' },
      thumbnailImg: { type: 'media' },
      articleImg: { type: 'media' },
    },
  },
  homepage: { kind: 'single', route: 'homepage', attributes: { footerText: { type: 'text' } } },
  'latest-news': { kind: 'single', route: 'latest-news', attributes: newsCollection },
  'all-news-top-3': { kind: 'single', route: 'all-news-top-3', attributes: newsCollection },
  'all-news': { kind: 'single', route: 'all-news', attributes: newsCollection },
  'privacy-policy': { kind: 'single', route: 'privacy-policy', attributes: legalPage },
  'terms-and-condition': { kind: 'single', route: 'terms-and-condition', attributes: legalPage },
  'terms-and-conditions-voucher': {
    kind: 'single',
    route: 'terms-and-conditions-voucher',
    attributes: { Text: { type: 'richtext' } },
  },
  // Where the money goes (decision 0223): each disbursement to a beneficiary, and the audited report.
  cause: {
    kind: 'collection',
    route: 'causes',
    attributes: {
      organisation: { type: 'string' },
      governorate: { type: 'string' },
      category: { type: 'string' },
      amount: { type: 'integer' },
      disbursedOn: { type: 'string' },
      story: { type: 'richtext' },
      photo: { type: 'media' },
    },
  },
  'charity-report': {
    kind: 'single',
    route: 'charity-report',
    attributes: { title: { type: 'string' }, year: { type: 'integer' }, report: { type: 'media' } },
  },
  // A draw's certificate (decision 0219): who watched, how it was drawn, where it was recorded.
  'draw-certificate': {
    kind: 'collection',
    route: 'draw-certificates',
    attributes: {
      drawId: { type: 'integer' },
      drawTime: { type: 'string' },
      method: { type: 'string' },
      /** `rng` or `machine`: what the app checks against the draw's proof (decision 0250). */
      methodKind: { type: 'string' },
      observers: { type: 'text' },
      streamUrl: { type: 'string' },
    },
  },
};

/**
 * Every type is localised: Strapi's i18n adds a `localizations` relation to the same type (the
 * document's other locales), populated by `populate=*` or by name and answered last.
 */
export const contentTypes = Object.fromEntries(
  (Object.entries(types) as [ContentTypeName, ContentType][]).map(
    ([name, type]): [ContentTypeName, ContentType] => [
      name,
      {
        ...type,
        attributes: { ...type.attributes, localizations: { type: 'relation', target: name } },
      },
    ],
  ),
) as Record<ContentTypeName, ContentType>;

export interface ContentType {
  kind: 'collection' | 'single';
  route: string;
  attributes: Attributes;
}

export const contentType = (name: ContentTypeName): ContentType => contentTypes[name];

/** The route segment (`news-articles`, `homepage`) to its content type. */
export const typeByRoute = (route: string): ContentTypeName | undefined =>
  (Object.keys(contentTypes) as ContentTypeName[]).find((n) => contentTypes[n].route === route);

export const isScalar = (a: Attribute): a is { type: ScalarType } =>
  a.type !== 'media' && a.type !== 'relation' && a.type !== 'component' && a.type !== 'dynamiczone';

/** Fields every document carries besides its attributes (they can be selected and filtered). */
export const systemFields = ['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'locale'];

/** The media library's own scalar fields (for `populate[x][fields]`). */
export const mediaFields = (
  'id documentId name alternativeText caption focalPoint width height formats hash ext mime size ' +
  'url previewUrl provider provider_metadata createdAt updatedAt publishedAt'
).split(' ');

/** What a populated attribute points at: a content type's, a component's or the zone's attributes. */
export const targetAttributes = (attribute: Attribute): Attributes => {
  switch (attribute.type) {
    case 'relation':
      return contentTypes[attribute.target].attributes;
    case 'component':
      return components[attribute.component];
    case 'dynamiczone':
      return Object.assign({}, ...attribute.components.map((c) => components[c])) as Attributes;
    default:
      return {};
  }
};
