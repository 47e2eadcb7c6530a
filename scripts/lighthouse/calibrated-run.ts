/**
 * One Lighthouse run calibrated to the reference phone: gather once (`-G`), read the benchmark
 * index this very run measured, write the calculator's multiplier into the artifacts' settings
 * and audit those artifacts (`-A`) with it. Lighthouse refuses an audit whose settings differ from
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

export async function calibratedRun(url: string): Promise<RunFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'lh-run-'));
  try {
    await gather(url, dir);
    const file = join(dir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(file, 'utf8')) as SavedArtifacts;
    const multiplier = cpuMultiplier(artifacts.BenchmarkIndex);
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
      benchmarkIndex: artifacts.BenchmarkIndex,
      multiplier,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
