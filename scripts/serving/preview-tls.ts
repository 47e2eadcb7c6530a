import { readFileSync } from 'node:fs';

/**
 * `vite preview` over TLS when PREVIEW_TLS_KEY and PREVIEW_TLS_CERT name PEM files. Vite then
 * serves HTTP/2 (with HTTP/1.1 for old clients), as nginx does where TLS is configured, so the
 * Lighthouse benchmark can measure the protocol production uses (bench/lighthouse.ts).
 */
export function previewTls(env: NodeJS.ProcessEnv): { key: Buffer; cert: Buffer } | undefined {
  const { PREVIEW_TLS_KEY: key, PREVIEW_TLS_CERT: cert } = env;
  if (!key || !cert) return undefined;
  return { key: readFileSync(key), cert: readFileSync(cert) };
}
