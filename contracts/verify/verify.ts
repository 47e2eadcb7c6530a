import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ALL_STATES } from '../states';

// Pact would otherwise phone home on every run.
process.env.PACT_DO_NOT_TRACK = 'true';

const pactFile = (provider: string) =>
  fileURLToPath(new URL(`../pacts/lottery-web-${provider}.json`, import.meta.url));

export const LOTTERY_PACT = pactFile('lottery-api');
export const CMS_PACT = pactFile('cms');
/** Extension calls (provider `lottery-api-extensions`), served under the lottery API's base. */
export const EXTENSIONS_PACT = pactFile('lottery-api-extensions');

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
function stateBinding(stateUrl: string) {
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
    ALL_STATES.map((state) => [state, (params?: unknown) => setUp(state, params)]),
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
  const runs = [
    { name: 'lottery' as const, provider: 'lottery-api', url: urls.lotteryUrl, pact: LOTTERY_PACT },
    { name: 'cms' as const, provider: 'cms', url: urls.cmsUrl, pact: CMS_PACT },
    {
      name: 'extensions' as const,
      provider: 'lottery-api-extensions',
      url: urls.lotteryUrl,
      pact: EXTENSIONS_PACT,
    },
  ]
    .filter((run) => !only || run.name === only)
    // A checkout whose consumer tests wrote no extension pact has nothing to verify there.
    .filter((run) => run.name !== 'extensions' || existsSync(run.pact));
  // Both pacts run even when the first fails, so one report lists every broken interaction.
  const failures: string[] = [];
  for (const run of runs) {
    const { stateHandlers, requestFilter } = stateBinding(urls.stateUrl);
    try {
      await new Verifier({
        provider: run.provider,
        providerBaseUrl: run.url,
        pactUrls: [run.pact],
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
