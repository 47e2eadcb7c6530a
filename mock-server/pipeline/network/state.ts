import { mulberry32Step } from '../prng';
import type { ActivePreset } from './presets';

/**
 * A world's network presets: plain data, like its faults (pipeline/faults.ts), with its own
 * seeded PRNG so switching presets on never changes which requests the fault rules pick.
 */
export interface NetworkState {
  seed: number;
  rngState: number;
  presets: ActivePreset[];
}

export const emptyNetwork = (): NetworkState => ({ seed: 0, rngState: 0, presets: [] });

/** Replaces the presets and restarts the PRNG: the same seed and requests give the same delays. */
export function armNetwork(state: NetworkState, seed: number, presets: ActivePreset[]): void {
  state.seed = seed;
  state.rngState = seed >>> 0;
  state.presets = presets.map((preset) => ({ ...preset }));
}

export const describeNetwork = (state: NetworkState) => ({
  seed: state.seed,
  presets: state.presets,
});

export function draw(state: NetworkState): number {
  const step = mulberry32Step(state.rngState);
  state.rngState = step.state;
  return step.value;
}
