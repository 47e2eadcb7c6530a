/**
 * `npm run lighthouse`: builds the app, serves it as production does (precompressed, cache
 * headers) with the fake behind it, and runs Lighthouse's mobile defaults (simulated slow 4G,
 * 4x CPU) three times per route in a fresh Chromium each time; prints the medians.
 * A benchmark, not a gate: figures move with the machine's load. `--no-build` reuses dist/.
 * The build is served over TLS and HTTP/2 as nginx serves it in production (a throwaway
 * self-signed certificate); `--http1` serves plain HTTP/1.1 as `npm run preview` does.
 * Ports: LH_FAKE_PORT (default 4390) and LH_APP_PORT (default 4391).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildUnlessAsked, startServers } from './bench-servers';
import { selfSignedCertificate } from './bench-tls';

const ROUTES = ['/', '/more/results', '/media_center'];
const RUNS = Number(process.env.LH_RUNS ?? 3);
const FAKE_PORT = process.env.LH_FAKE_PORT ?? '4390';
const APP_PORT = process.env.LH_APP_PORT ?? '4391';
const HTTP1 = process.argv.includes('--http1');
const CHROME_FLAGS = [
  // Only the benchmark's own self-signed certificate is ever met here.
  '--ignore-certificate-errors',
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface Figures {
  performance: number;
  lcp: number;
  cls: number;
  tbt: number;
  /** Lighthouse's CPU benchmark of this run (higher is faster): the machine's speed at the time. */
  benchmark: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

async function measure(url: string): Promise<Figures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbt: audit('total-blocking-time'),
      benchmark: lhr.environment.benchmarkIndex,
    };
  } finally {
    await chrome.kill();
  }
}

async function main() {
  buildUnlessAsked();
  const servers = await startServers(
    FAKE_PORT,
    APP_PORT,
    HTTP1 ? undefined : selfSignedCertificate(),
  );
  try {
    const protocol = HTTP1 ? 'HTTP/1.1' : 'HTTP/2 over TLS';
    console.log(`Lighthouse ${RUNS}x mobile (simulated slow 4G, 4x CPU), ${protocol}, medians:`);
    // The ranges and the CPU benchmark show how far the machine's load moved the runs: on a shared
    // 2-core machine one build's score on / spans several points (README).
    console.log('route            perf (range)   LCP ms   CLS     TBT ms (range)     CPU index');
    const all: Figures[] = [];
    for (const route of ROUTES) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measure(`${servers.appUrl}${route}`));
      all.push(...runs);
      const pick = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
      const range = (key: keyof Figures) => {
        const values = runs.map((figures) => Math.round(figures[key]));
        return `${Math.min(...values)}–${Math.max(...values)}`;
      };
      console.log(
        `${route.padEnd(16)} ${String(pick('performance')).padStart(4)} ${`(${range('performance')})`.padEnd(9)} ${pick('lcp').toFixed(0).padStart(8)} ${pick('cls').toFixed(3).padStart(7)} ${pick('tbt').toFixed(0).padStart(8)} ${`(${range('tbt')})`.padEnd(11)} ${pick('benchmark').toFixed(0).padStart(9)}`,
      );
    }
    const indexes = all.map((figures) => Math.round(figures.benchmark));
    console.log(
      `CPU benchmark index of the runs (Lighthouse's; higher is faster): ${Math.min(...indexes)}–${Math.max(...indexes)}`,
    );
  } finally {
    servers.stop();
  }
}

await main();
