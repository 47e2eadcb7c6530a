/**
 * The CPU slowdown that makes this machine behave like Lighthouse's reference phone, from the
 * benchmark index Lighthouse measured in the same run. The formula is Lighthouse's own CPU
 * throttling calculator (linked from its docs/throttling.md): 1,300 → 3x, 1,533 → 4x, 2,000 → 6x;
 * 800 → 2x; 150 → 1x; linear between. Decision 0230 records why a fixed 4x is not used.
 */
export function cpuMultiplier(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`Lighthouse gave no usable benchmark index (${benchmarkIndex})`);
  }
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  // A machine slower than the reference phone cannot be slowed down to it.
  return 1;
}
