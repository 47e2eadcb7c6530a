/**
 * One step of mulberry32 from a plain number state: the PRNG's whole state is that number, so a
 * world that keeps it (faults) stays a plain serialisable object.
 */
export function mulberry32Step(state: number): { value: number; state: number } {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296, state: next };
}

/** mulberry32: a tiny seeded PRNG; the same seed gives the same sequence everywhere. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    const step = mulberry32Step(a);
    a = step.state;
    return step.value;
  };
}
