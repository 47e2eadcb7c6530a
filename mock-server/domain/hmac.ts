/**
 * HMAC-SHA256 through Web Crypto (`crypto.subtle`), which Node 20 and the browser-hosted fake
 * both have; no hand-written hashing. Web Crypto is asynchronous, so the HTTP layer verifies a
 * token before the handler runs and the purchase's check and debit stay one synchronous step.
 */
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      encoder.encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    // One secret per live world (64 at most, registry.ts) plus the default world's; tests add theirs.
    if (keys.size > 128) keys.clear();
    keys.set(secret, key);
  }
  return key;
}

export async function hmacSha256(secret: string, message: string): Promise<Uint8Array> {
  const signature = await crypto.subtle.sign('HMAC', await keyOf(secret), encoder.encode(message));
  return new Uint8Array(signature);
}

/** Web Crypto's own comparison: constant time, no early exit. */
export async function hmacSha256Verify(
  secret: string,
  message: string,
  signature: Uint8Array,
): Promise<boolean> {
  return crypto.subtle.verify(
    'HMAC',
    await keyOf(secret),
    signature as Uint8Array<ArrayBuffer>,
    encoder.encode(message),
  );
}

/** Random bytes as base64url (a fresh signing secret per start). */
export function randomSecret(bytes = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

export function base64url(input: Uint8Array | string): string {
  const bytes = typeof input === 'string' ? encoder.encode(input) : input;
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Decodes base64url to bytes; null when the input is not base64url. */
export function bytesFromBase64url(input: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(input) || input.length % 4 === 1) return null;
  const binary = atob(input.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

/** Decodes base64url to text; null when the input is not base64url. */
export function fromBase64url(input: string): string | null {
  const bytes = bytesFromBase64url(input);
  return bytes && new TextDecoder().decode(bytes);
}
