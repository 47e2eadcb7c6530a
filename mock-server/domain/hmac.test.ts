import { createHmac, createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base64url, fromBase64url, hmacSha256, sha256 } from './hmac';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('plain-JS SHA-256, HMAC and base64url', () => {
  it('agrees with node:crypto for inputs around the block sizes', () => {
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 200, 1000]) {
      const text = 'ق'.repeat(length % 7) + 'x'.repeat(length);
      expect(hex(sha256(new TextEncoder().encode(text)))).toBe(
        createHash('sha256').update(text).digest('hex'),
      );
      expect(hex(hmacSha256('secret', text))).toBe(
        createHmac('sha256', 'secret').update(text).digest('hex'),
      );
    }
    const longKey = 'k'.repeat(100);
    expect(hex(hmacSha256(longKey, 'm'))).toBe(
      createHmac('sha256', longKey).update('m').digest('hex'),
    );
  });

  it('encodes and decodes base64url like Buffer', () => {
    for (const text of ['', 'a', 'ab', 'abc', 'abcd', '{"sub":"1001","exp":1795360485}', 'أحمد']) {
      expect(base64url(text)).toBe(Buffer.from(text).toString('base64url'));
      expect(fromBase64url(base64url(text))).toBe(text);
    }
    expect(fromBase64url('a+b/')).toBeNull();
  });
});
