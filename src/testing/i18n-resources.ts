import type { Resource } from 'i18next';

type Namespace = Record<string, unknown>;

// Tests only: every language and namespace, bundled synchronously (the app loads them lazily).
const files = import.meta.glob<Namespace>('../i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});

export function allResources(): Resource {
  const resources: Resource = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lang, ns] = match as unknown as [string, string, string];
    resources[lang] = { ...resources[lang], [ns]: content };
  }
  return resources;
}
