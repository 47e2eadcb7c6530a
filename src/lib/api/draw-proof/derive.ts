/**
 * The published derivation of a draw's winning numbers from its revealed seed (decision 0200).
 * Both the fake backend and the app's "Verify this draw" run this code; an independent Python
 * reference (`fixtures/draw-proof/reference.py`) produced the test vectors they are held to.
 * Web Crypto only, so it costs the start route nothing and runs in browsers and Node alike.
 */
export const PICK_COUNT = 6;
export const HIGHEST_NUMBER = 29;

const encoder = new TextEncoder();

export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export const bytesToHex = (bytes: ArrayBuffer | Uint8Array): string =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** The commitment published before sales open: SHA-256 of the seed's bytes, lowercase hex. */
export async function commitmentOf(seed: Uint8Array<ArrayBuffer>): Promise<string> {
  return bytesToHex(await crypto.subtle.digest('SHA-256', seed));
}

/** A byte stream: HMAC-SHA-256(key = seed, message = "<drawId>:<block>") for block 0, 1, 2… */
async function byteStream(seed: Uint8Array<ArrayBuffer>, drawId: string) {
  const key = await crypto.subtle.importKey('raw', seed, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  let block = 0;
  let buffer = new Uint8Array(0);
  let at = 0;
  return async (): Promise<number> => {
    if (at === buffer.length) {
      const message = encoder.encode(`${drawId}:${block++}`);
      buffer = new Uint8Array(await crypto.subtle.sign('HMAC', key, message));
      at = 0;
    }
    return buffer[at++]!;
  };
}

/**
 * The numbers in the order drawn: for each pick, bytes below the largest multiple of the pool's
 * size are kept (others rejected, so no number is favoured), the byte modulo the pool's size
 * chooses a position, and that number is swapped out of the pool (Fisher–Yates).
 */
export async function deriveDrawOrder(
  seed: Uint8Array<ArrayBuffer>,
  drawId: string,
  count = PICK_COUNT,
  highest = HIGHEST_NUMBER,
): Promise<number[]> {
  const next = await byteStream(seed, drawId);
  const pool = Array.from({ length: highest }, (_, i) => i + 1);
  const picked: number[] = [];
  while (picked.length < count) {
    const size = pool.length;
    const limit = 256 - (256 % size);
    let byte = await next();
    while (byte >= limit) byte = await next();
    const index = byte % size;
    picked.push(pool[index]!);
    pool[index] = pool[size - 1]!;
    pool.pop();
  }
  return picked;
}

/** The published winning numbers: the draw order, ascending. */
export async function deriveWinningNumbers(
  seed: Uint8Array<ArrayBuffer>,
  drawId: string,
): Promise<number[]> {
  return (await deriveDrawOrder(seed, drawId)).sort((a, b) => a - b);
}
