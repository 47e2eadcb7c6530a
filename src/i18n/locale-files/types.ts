export type Namespace = Record<string, unknown>;

/** `../locales/<lang>/<namespace>.json` → a loader of that file's texts. */
export type LocaleFiles = Record<string, () => Promise<Namespace>>;
