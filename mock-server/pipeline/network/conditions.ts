import { now } from '../../clock';
import type { FakeRequest } from '../../routes/types';
import type { World } from '../../world/state';
import { decideFaults } from '../faults';
import { decideNetwork, type ConditionFault } from './decide';
import { readOverride } from './override';

/** Everything the pipeline does to one request before and after the handler runs. */
export interface Conditions {
  delayMs: number;
  fault?: ConditionFault;
  bytesPerSecond?: number;
  /** What decided the fault or the throttle: "rule", "header", or a preset's name. */
  cause?: string;
}

/**
 * Composes the three sources, most specific first: the request's own override headers, then a
 * shutdown (nothing reaches the server), then the world's fault rules, then evening 4G and flaky.
 * Delays add up; the first fault wins. Every source still draws and counts as it would alone, so
 * switching a preset on does not shift which requests a seeded rule picks.
 */
export function decideConditions(
  world: World,
  request: FakeRequest,
  path: string,
  overrides: boolean,
): Conditions {
  const override = overrides ? readOverride(request.headers, world.network) : undefined;
  const network = decideNetwork(world.network, now(world));
  const shutdown = network.fault?.kind === 'drop' && network.cause?.startsWith('exam-shutdown');
  const rules = shutdown
    ? { delayMs: 0, fault: undefined }
    : decideFaults(world.faults, request.method.toUpperCase(), path);
  const picked: [ConditionFault | undefined, string][] = [
    [override?.fault, 'header'],
    [shutdown ? network.fault : undefined, network.cause ?? ''],
    [rules.fault, 'rule'],
    [network.fault, network.cause ?? ''],
  ];
  const [fault, cause] = picked.find(([candidate]) => candidate) ?? [undefined, undefined];
  const bytesPerSecond = override?.bytesPerSecond ?? network.bytesPerSecond;
  const throttledBy = override?.bytesPerSecond ? 'header' : network.cause;
  return {
    delayMs: override?.delayMs ?? (shutdown ? 0 : rules.delayMs + network.delayMs),
    ...(fault ? { fault } : {}),
    ...(bytesPerSecond ? { bytesPerSecond } : {}),
    ...(cause || bytesPerSecond ? { cause: cause ?? throttledBy } : {}),
  };
}
