import { defaultWorld } from '../world/current';
import { describe, expect, it } from 'vitest';
import { ALERT_STATES as S } from '../../contracts/states-alerts';
import { authenticateBearer } from '../services/auth';
import { alertInboxOf, alertPreferencesOf } from '../services/alerts';
import { applyProviderState } from './provider-states';

const world = defaultWorld();

describe('alert provider states', () => {
  it('builds every state with a token the fake accepts, and what each name says', async () => {
    for (const state of Object.values(S)) {
      const answer = await applyProviderState(world, state);
      const player = await authenticateBearer(world, `Bearer ${String(answer.securityToken)}`);
      expect(player.username, state).toBe('07701234567');
      const inbox = alertInboxOf(world, player.id);
      if (state === S.noAlertsChosen) {
        expect(alertPreferencesOf(world, player.id).wins).toEqual({ inApp: false, sms: false });
        expect(inbox.alerts).toEqual([]);
      } else if (state === S.subscriptionSkippedAlert) {
        expect(inbox).toMatchObject({
          unread: 1,
          alerts: [{ topic: 'subscriptions', drawId: 117, subscription: { event: 'skipped' } }],
        });
      } else {
        expect(inbox).toMatchObject({ unread: 1, alerts: [{ topic: 'wins', amount: 50_000 }] });
      }
    }
  });
});
