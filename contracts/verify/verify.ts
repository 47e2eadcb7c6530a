import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ALL_STATES } from '../states';

// Pact would otherwise phone home on every run.
process.env.PACT_DO_NOT_TRACK = 'true';

const pactFile = (provider: string) =>
  fileURLToPath(new URL(`../pacts/lottery-web-${provider}.json`, import.meta.url));

export const LOTTERY_PACT = pactFile('lottery-api');
export const CMS_PACT = pactFile('cms');
export const EXTENSIONS_PROVIDER = 'lottery-api-extensions';

interface PactJson {
  provider?: { name?: string };
  interactions?: { providerStates?: { name: string }[] }[];
}

const readPact = (file: string): PactJson => JSON.parse(readFileSync(file, 'utf8')) as PactJson;

/**
 * Every pact file whose provider is the extension API (several consumer areas may write one):
 * the spec's backend lacks these calls, so they are verified on their own.
 */
export function extensionPactFiles(): string[] {
  const dir = fileURLToPath(new URL('../pacts/', import.meta.url));
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => `${dir}${name}`)
    .filter((file) => readPact(file).provider?.name === EXTENSIONS_PROVIDER);
}

/** The state names a set of pact files uses (the extension states live beside their tests). */
const statesIn = (files: readonly string[]): string[] => [
  ...new Set(
    files.flatMap((file) =>
      (readPact(file).interactions ?? []).flatMap((i) =>
        (i.providerStates ?? []).map((s) => s.name),
      ),
    ),
  ),
];

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

type StateAnswer = Record<string, string | number | boolean | null>;

/**
 * State handlers for every state name: each asks the provider to build the state and hands its
 * answer to the verifier, which injects the values (the bearer token, ids, codes) into the
 * request wherever the pact says `fromProviderState`. No request filter: any V4 verifier does the
 * same with only the state-change URL.
 */
function stateHandlersFor(
  stateUrl: string,
  states: readonly string[] = ALL_STATES,
): NonNullable<VerifierOptions['stateHandlers']> {
  const setUp = async (state: string, params: unknown): Promise<StateAnswer> => {
    const response = await fetch(stateUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ state, params: params ?? {}, action: 'setup' }),
    });
    if (!response.ok) {
      throw new Error(`State "${state}" failed: ${response.status} ${await response.text()}`);
    }
    return (await response.json()) as StateAnswer;
  };
  return Object.fromEntries(
    states.map((state) => [state, (params?: unknown) => setUp(state, params)]),
  );
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
  const extensions = extensionPactFiles();
  const runs = [
    { name: 'lottery', provider: 'lottery-api', url: urls.lotteryUrl, pacts: [LOTTERY_PACT] },
    { name: 'cms', provider: 'cms', url: urls.cmsUrl, pacts: [CMS_PACT] },
    // The extension calls live beside the spec's, under the lottery API's base address.
    { name: 'extensions', provider: EXTENSIONS_PROVIDER, url: urls.lotteryUrl, pacts: extensions },
  ].filter((run) => (!only || run.name === only) && run.pacts.length > 0);
  // Both pacts run even when the first fails, so one report lists every broken interaction.
  const failures: string[] = [];
  for (const run of runs) {
    const states = run.name === 'extensions' ? statesIn(run.pacts) : ALL_STATES;
    try {
      await new Verifier({
        provider: run.provider,
        providerBaseUrl: run.url,
        pactUrls: run.pacts,
        stateHandlers: stateHandlersFor(urls.stateUrl, states),
        logLevel,
        providerVersion,
      }).verifyProvider();
    } catch (error) {
      failures.push(`${run.provider}: ${summarise(error)}`);
    }
  }
  if (failures.length > 0) throw new Error(`Pact verification failed\n${failures.join('\n')}`);
}
