import { describe, expect, it } from 'vitest';
import { subscriptionAlertKey } from './subscription-alert-key';

describe('the subscription alert sentence', () => {
  it.each([
    [{ drawId: 12, amount: 2000 }, 'renewed', null, 'renewed'],
    [{ drawId: 12, amount: null }, 'renewed', null, 'renewedNoAmount'],
    [{ drawId: null, amount: 2000 }, 'renewed', null, 'renewedNoDraw'],
    [{ drawId: null, amount: null }, 'renewed', null, 'renewedNoDrawNoAmount'],
    [{ drawId: 12, amount: null }, 'skipped', 'BALANCE_SHORT', 'skippedBecause'],
    [{ drawId: null, amount: null }, 'skipped', 'BALANCE_SHORT', 'skippedNoDrawBecause'],
    [{ drawId: null, amount: null }, 'skipped', null, 'skippedNoDraw'],
    [{ drawId: null, amount: null }, 'paused', 'TIME_OUT', 'pausedBecause'],
    [{ drawId: null, amount: null }, 'resumed', 'TIME_OUT', 'resumed'],
    [{ drawId: null, amount: null }, 'cancelled', null, 'cancelled'],
  ] as const)('%o %s (%s) reads %s', (alert, event, reason, key) => {
    expect(subscriptionAlertKey(alert, { event, reason })).toBe(key);
  });
});
