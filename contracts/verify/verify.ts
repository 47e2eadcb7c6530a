import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALL_STATES } from '../states';

// Pact would otherwise phone home on every run.
process.env.PACT_DO_NOT_TRACK = 'true';

const pactFile = (provider: string) =>
  fileURLToPath(new URL(`../pacts/lottery-web-${provider}.json`, import.meta.url));

export const LOTTERY_PACT = pactFile('lottery-api');
export const CMS_PACT = pactFile('cms');
export const EXTENSIONS_PROVIDER = 'lottery-api-extensions';
/** The extension pact the consumer tests write (others with the same provider are verified too). */
export const EXTENSIONS_PACT = pactFile(EXTENSIONS_PROVIDER);

interface PactJson {
  provider?: { name?: string };
  interactions?: { providerStates?: { name: string }[] }[];
}

const PACT_DIR = fileURLToPath(new URL('../pacts/', import.meta.url));
const readPact = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as PactJson;

/**
 * Every committed pact whose provider is lottery-api-extensions: each extension (favourites,
 * limits, idempotency keys...) may write its own file or share one; all are verified.
 */
export function extensionPacts(dir: string = PACT_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(dir, name))
    .filter((file) => readPact(file).provider?.name === EXTENSIONS_PROVIDER);
}

/** The state names the pacts use, besides the shared ones: extension states live in their own files. */
function statesIn(files: string[]): string[] {
  const names = files.flatMap((file) =>
    (readPact(file).interactions ?? []).flatMap((i) => (i.providerStates ?? []).map((p) => p.name)),
  );
  return [...new Set([...ALL_STATES, ...names])];
}

export interface ProviderUrls {
  /** Where the lottery API answers, e.g. http://127.0.0.1:4000/lottery. */
  lotteryUrl: string;
  /** Where the content service's REST API answers, e.g. http://127.0.0.1:4000/cms/api. */
  cmsUrl: string;
  /** The provider-state endpoint: POST { state, params } answers the injected values. */
  stateUrl: string;
}

/** The bundled fake's layout: everything under one origin. */
export const urlsUnder = (baseUrl: string): ProviderUrls => {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    lotteryUrl: `${base}/lottery`,
    cmsUrl: `${base}/cms/api`,
    stateUrl: `${base}/__control/state`,
  };
};

/** The part of express' request the filter touches (express' own types are not installed). */
interface FilteredRequest {
  headers: Record<string, string | string[] | undefined>;
}

type StateAnswer = Record<string, string | number | boolean | null>;

/**
 * State handlers for every state name: each asks the provider to build the state and keeps the
 * bearer token it answers, which the request filter then sends instead of the pact's example.
 */
function stateBinding(stateUrl: string, states: readonly string[] = ALL_STATES) {
  let token: string | null = null;
  const setUp = async (state: string, params: unknown): Promise<StateAnswer> => {
    const response = await fetch(stateUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ state, params: params ?? {} }),
    });
    if (!response.ok) {
      throw new Error(`State "${state}" failed: ${response.status} ${await response.text()}`);
    }
    const answer = (await response.json()) as StateAnswer;
    token = typeof answer.securityToken === 'string' ? answer.securityToken : null;
    return answer;
  };
  const stateHandlers: NonNullable<VerifierOptions['stateHandlers']> = Object.fromEntries(
    states.map((state) => [state, (params?: unknown) => setUp(state, params)]),
  );
  // A state without a player keeps the pact's example token, which no provider issued.
  const requestFilter = (req: FilteredRequest, _res: unknown, next: () => void): void => {
    if (token && req.headers.authorization) req.headers.authorization = `Bearer ${token}`;
    next();
  };
  return { stateHandlers, requestFilter: requestFilter as VerifierOptions['requestFilter'] };
}

interface VerifierReport {
  errors?: { interaction: string; mismatch?: { mismatches?: { mismatch: string }[] } }[];
}

/** pact-core rejects with its whole JSON report; keep the failing interactions and why. */
function summarise(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  try {
    const report = JSON.parse(message) as VerifierReport;
    return (report.errors ?? [])
      .map(
        (e) =>
          `${e.interaction}\n  ${(e.mismatch?.mismatches ?? []).map((m) => m.mismatch).join('\n  ')}`,
      )
      .join('\n');
  } catch {
    return message;
  }
}

export interface VerifyOptions {
  urls: ProviderUrls;
  only?: 'lottery' | 'cms' | 'extensions';
  providerVersion?: string;
  logLevel?: 'trace' | 'debug' | 'info' | 'warn' | 'error';
}

/** Verifies the lottery, CMS and extension pacts, one verifier run each; rejects on any failure. */
export async function verifyPacts(options: VerifyOptions): Promise<void> {
  const { urls, only, providerVersion = '0.0.0-local', logLevel = 'warn' } = options;
  const extensions = extensionPacts();
  const runs = [
    {
      name: 'lottery' as const,
      provider: 'lottery-api',
      url: urls.lotteryUrl,
      pacts: [LOTTERY_PACT],
    },
    { name: 'cms' as const, provider: 'cms', url: urls.cmsUrl, pacts: [CMS_PACT] },
    // The extension calls sit under the lottery API's base address.
    {
      name: 'extensions' as const,
      provider: EXTENSIONS_PROVIDER,
      url: urls.lotteryUrl,
      pacts: extensions,
    },
  ].filter((run) => (!only || run.name === only) && run.pacts.length > 0);
  // Both pacts run even when the first fails, so one report lists every broken interaction.
  const failures: string[] = [];
  for (const run of runs) {
    const { stateHandlers, requestFilter } = stateBinding(urls.stateUrl, statesIn(run.pacts));
    try {
      await new Verifier({
        provider: run.provider,
        providerBaseUrl: run.url,
        pactUrls: run.pacts,
        stateHandlers,
        requestFilter,
        logLevel,
        providerVersion,
      }).verifyProvider();
    } catch (error) {
      failures.push(`${run.provider}: ${summarise(error)}`);
    }
  }
  if (failures.length > 0) throw new Error(`Pact verification failed\n${failures.join('\n')}`);
}
