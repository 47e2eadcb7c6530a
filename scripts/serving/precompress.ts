import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { afterBuild } from './after-build.ts';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|webmanifest|txt)$/;
/** Below this a compressed copy saves less than the extra header costs. */
const MIN_BYTES = 512;

export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes `<file>.br` and `<file>.gz` beside one text file; false when it is too small to gain. */
export function precompressFile(file: string): boolean {
  const data = readFileSync(file);
  if (data.length < MIN_BYTES) return false;
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  return true;
}

/** Writes `<file>.br` and `<file>.gz` beside every text file of the build. */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const file of filesUnder(dir))
    if (COMPRESSIBLE.test(file) && precompressFile(file)) count += 1;
  return count;
}

/**
 * Precompressed copies for nginx (`gzip_static`, `brotli_static`) and `vite preview`
 * (scripts/serving/preview.ts): the server never compresses on the fly.
 */
export function precompress(): Plugin {
  return afterBuild('lottery-precompress', precompressDir);
}
