/** Base addresses, read at runtime from /config.json so one build runs against any backend. */
export interface RuntimeConfig {
  lotteryApiBaseUrl: string;
  cmsBaseUrl: string;
  cmsMediaBaseUrl: string;
  /** Origins a CMS link may open (exact, e.g. "https://www.facebook.com"); none when left out. */
  externalLinkOrigins?: string[];
}

/** The bundled fake's addresses: the default when config.json leaves a value out. */
export const DEFAULT_CONFIG: RuntimeConfig = {
  lotteryApiBaseUrl: 'http://127.0.0.1:4000/lottery',
  cmsBaseUrl: 'http://127.0.0.1:4000/cms/api',
  cmsMediaBaseUrl: 'http://127.0.0.1:4000/cms',
};

let config: RuntimeConfig = DEFAULT_CONFIG;

export function setRuntimeConfig(next: Partial<RuntimeConfig>): RuntimeConfig {
  config = { ...DEFAULT_CONFIG, ...next };
  return config;
}

export function getRuntimeConfig(): RuntimeConfig {
  return config;
}

/** config.json over the defaults, without making it the app's (the QA panel reads it so). */
export async function readRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    // Default cache mode: index.html preloads this file, and the server sends it with no-cache.
    const response = await fetch(url);
    if (!response.ok) return DEFAULT_CONFIG;
    return { ...DEFAULT_CONFIG, ...((await response.json()) as Partial<RuntimeConfig>) };
  } catch {
    return DEFAULT_CONFIG;
  }
}

/** Fetched once before the first render; a missing file keeps the defaults. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  return setRuntimeConfig(await readRuntimeConfig(url));
}
