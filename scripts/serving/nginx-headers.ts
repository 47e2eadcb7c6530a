/**
 * Prints the nginx snippet of the security headers with the origins left as shell variables;
 * docker/app/40-runtime-config.sh fills them at container start from the same environment as
 * config.json. Run in the Dockerfile's build stage: one header list for nginx and `vite preview`.
 */
import { securityHeaders } from './security-headers';

/** The snippet; `$CONNECT_ORIGINS`, `$IMG_ORIGINS` and `$PAYMENT_ORIGINS` stay for envsubst. */
export function nginxHeadersTemplate(): string {
  const headers = securityHeaders({
    connect: ['$CONNECT_ORIGINS'],
    img: ['$IMG_ORIGINS'],
    payment: ['$PAYMENT_ORIGINS'],
  });
  const lines = Object.entries(headers).map(
    ([name, value]) => `add_header ${name} "${value}" always;`,
  );
  // docker/app/nginx.conf maps $https to the HSTS value: empty (not sent) on plain HTTP.
  return [...lines, 'add_header Strict-Transport-Security $hsts always;'].join('\n');
}

if (process.argv[1]?.endsWith('nginx-headers.ts')) console.log(nginxHeadersTemplate());
