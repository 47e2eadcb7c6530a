import type { FaultKind } from '../faults';
import { inWindow } from './baghdad';
import { EVENING_4G, FLAKY, SHUTDOWN_WINDOWS, type ActivePreset } from './presets';
import { draw, type NetworkState } from './state';

/** A fault a condition ends the request with (the kinds of pipeline/faults.ts). */
export interface ConditionFault {
  kind: FaultKind;
  status?: number;
  body?: unknown;
  delayMs: number;
}

/** What the world's presets do to one request at `nowMs` on its clock. */
export interface NetworkDecision {
  delayMs: number;
  fault?: ConditionFault;
  bytesPerSecond?: number;
  /** The preset behind the fault or the throttle, for the journal. */
  cause?: string;
}

const FLAKY_ANSWERS: ConditionFault[] = [
  { kind: 'drop', delayMs: 0 },
  {
    kind: 'status',
    status: 502,
    body: { status: 'BAD_GATEWAY', message: 'Bad gateway' },
    delayMs: 0,
  },
  {
    kind: 'status',
    status: 503,
    body: { status: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' },
    delayMs: 0,
  },
];

function shutdownNow(preset: ActivePreset, nowMs: number): boolean {
  if (preset.name !== 'exam-shutdown-federal' && preset.name !== 'exam-shutdown-kurdistan')
    return false;
  const window = SHUTDOWN_WINDOWS[preset.name];
  const dates = preset.everyDay ? undefined : (preset.dates ?? window.dates);
  return inWindow(nowMs, { ...window, dates });
}

/**
 * The presets in the order they were switched on. A shutdown ends the request before anything
 * else (nothing reaches the server, so no fault rule counts it); evening 4G adds a seeded delay
 * and a bandwidth limit; flaky draws once per request, fired or not, so the sequence depends on
 * the seed and the requests only.
 */
export function decideNetwork(state: NetworkState, nowMs: number): NetworkDecision {
  const decision: NetworkDecision = { delayMs: 0 };
  for (const preset of state.presets) {
    if (shutdownNow(preset, nowMs))
      return { delayMs: 0, fault: { kind: 'drop', delayMs: 0 }, cause: preset.name };
  }
  for (const preset of state.presets) {
    if (preset.name === 'evening-4g') {
      const min = preset.minLatencyMs ?? EVENING_4G.minLatencyMs;
      const max = Math.max(min, preset.maxLatencyMs ?? EVENING_4G.maxLatencyMs);
      decision.delayMs += Math.round(min + draw(state) * (max - min));
      decision.bytesPerSecond = preset.bytesPerSecond ?? EVENING_4G.bytesPerSecond;
      decision.cause ??= preset.name;
    }
    if (preset.name === 'flaky') {
      const chance = draw(state);
      const pick = draw(state);
      if (!decision.fault && chance < (preset.probability ?? FLAKY.probability)) {
        decision.fault = FLAKY_ANSWERS[Math.floor(pick * FLAKY_ANSWERS.length)];
        decision.cause = preset.name;
      }
    }
  }
  return decision;
}

/** Whether a shutdown preset holds the world's network down at `nowMs` (the panel shows it). */
export const shutdownActive = (state: NetworkState, nowMs: number): string | undefined =>
  state.presets.find((preset) => shutdownNow(preset, nowMs))?.name;
