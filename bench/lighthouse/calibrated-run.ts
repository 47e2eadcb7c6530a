/**
 * Lighthouse runs calibrated to the reference phone: gather once (`-G`), read the benchmark
 * index the run measured, write the calculator's multiplier into the artifacts' settings and
 * audit those artifacts (`-A`) with it. Two builds compared share one multiplier per pair. Lighthouse refuses an audit whose settings differ from
 * the gather's, hence the rewrite; with simulated throttling only the audit applies the CPU
 * multiplier, so the gathered page is the same either way. Decision 0230.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { cpuMultiplier } from './cpu-multiplier';
import type { RunFigures } from './run-stats';

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

const configWith = (cpuSlowdownMultiplier: number) => ({
  extends: 'lighthouse:default',
  settings: {
    onlyCategories: ['performance'],
    throttlingMethod: 'simulate' as const,
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
  },
});

interface SavedArtifacts {
  BenchmarkIndex: number;
  settings: { throttling: { cpuSlowdownMultiplier: number } };
}

async function gather(url: string, dir: string): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    await lighthouse(
      url,
      { port: chrome.port, gatherMode: dir, logLevel: 'error' },
      configWith(throttling.mobileSlow4G.cpuSlowdownMultiplier),
    );
  } finally {
    await chrome.kill();
  }
}

/** One run's artifacts, gathered once, waiting for their audit. */
export interface Gathered {
  url: string;
  dir: string;
  benchmarkIndex: number;
}

export async function gatherRun(url: string): Promise<Gathered> {
  const dir = mkdtempSync(join(tmpdir(), 'lh-run-'));
  try {
    await gather(url, dir);
    const artifacts = JSON.parse(
      readFileSync(join(dir, 'artifacts.json'), 'utf8'),
    ) as SavedArtifacts;
    return { url, dir, benchmarkIndex: artifacts.BenchmarkIndex };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Audits gathered artifacts at `multiplier`, then removes them. */
export async function auditRun(gathered: Gathered, multiplier: number): Promise<RunFigures> {
  const { url, dir, benchmarkIndex } = gathered;
  try {
    const file = join(dir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(file, 'utf8')) as SavedArtifacts;
    artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier;
    writeFileSync(file, JSON.stringify(artifacts));
    const result = await lighthouse(
      url,
      { auditMode: dir, logLevel: 'error' },
      configWith(multiplier),
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      benchmarkIndex,
      multiplier,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The same route on each build, gathered one after the other and audited at one slowdown: the
 * calculator's multiplier for the mean of the runs' benchmark indexes. Each run's own index is
 * kept in its figures. With one build this is the run's own calibration.
 */
export async function calibratedRuns(urls: readonly string[]): Promise<RunFigures[]> {
  const gathered: Gathered[] = [];
  try {
    for (const url of urls) gathered.push(await gatherRun(url));
  } catch (error) {
    for (const run of gathered) rmSync(run.dir, { recursive: true, force: true });
    throw error;
  }
  const index = gathered.reduce((sum, run) => sum + run.benchmarkIndex, 0) / gathered.length;
  const multiplier = cpuMultiplier(index);
  const figures: RunFigures[] = [];
  for (const run of gathered) figures.push(await auditRun(run, multiplier));
  return figures;
}
