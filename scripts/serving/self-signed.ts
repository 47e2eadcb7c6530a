import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TlsFiles {
  key: string;
  cert: string;
}

/**
 * A throwaway self-signed certificate for 127.0.0.1 (Debian's openssl), so the benchmarks can
 * serve the build over TLS and HTTP/2 as production does. Browsers are told to accept it with
 * `--ignore-certificate-errors`; it is never used outside the benchmark.
 */
export function selfSignedCertificate(): TlsFiles {
  const dir = mkdtempSync(join(tmpdir(), 'lottery-bench-tls-'));
  const files = { key: join(dir, 'key.pem'), cert: join(dir, 'cert.pem') };
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-keyout',
      files.key,
      '-out',
      files.cert,
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  if (made.status !== 0) throw new Error('openssl could not make a certificate; use --http1');
  return files;
}
