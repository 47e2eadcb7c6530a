import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base64url, fromBase64url, hmacSha256, hmacSha256Verify, randomSecret } from './hmac';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('HMAC-SHA256 (Web Crypto) and base64url', () => {
  it('agrees with node:crypto, also for keys longer than a block', async () => {
    for (const [key, text] of [
      ['secret', ''],
      ['secret', 'ق'.repeat(5) + 'x'.repeat(64)],
      ['k'.repeat(100), 'm'],
    ] as const) {
      const mac = await hmacSha256(key, text);
      expect(hex(mac)).toBe(createHmac('sha256', key).update(text).digest('hex'));
      expect(await hmacSha256Verify(key, text, mac)).toBe(true);
      expect(await hmacSha256Verify(`${key}!`, text, mac)).toBe(false);
    }
  });

  it('draws a different 32-byte secret each time', () => {
    const a = randomSecret();
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(randomSecret()).not.toBe(a);
  });

  it('encodes and decodes base64url like Buffer', () => {
    for (const text of ['', 'a', 'ab', 'abc', 'abcd', '{"sub":"1001","exp":1795360485}', 'أحمد']) {
      expect(base64url(text)).toBe(Buffer.from(text).toString('base64url'));
      expect(fromBase64url(base64url(text))).toBe(text);
    }
    expect(fromBase64url('a+b/')).toBeNull();
  });
});
