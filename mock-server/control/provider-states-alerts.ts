/** Provider states of the alerts extension (contracts/states-alerts.ts). */
import type { World } from '../world/state';
import { ALERT_STATES as S } from '../../contracts/states-alerts';
import type { PlayerStateParams } from '../../contracts/states';
import { changeAlertPreferences, sendAlert } from '../services/alerts';
import type { ProviderStateAnswer } from './provider-states-support';
import { DEMO_PHONE, tokensOf } from './provider-states-support';
import { requirePlayer } from './world';

type Answer = ProviderStateAnswer;

const demo = (world: World) => requirePlayer(world, DEMO_PHONE);

function unreadWinAlert(world: World): Answer {
  const player = demo(world);
  changeAlertPreferences(world, player.id, { wins: { inApp: true, sms: true } });
  sendAlert(world, player.id, { kind: 'win', drawId: 1, amount: 50_000 });
  return tokensOf(world, player);
}

function subscriptionSkippedAlert(world: World): Answer {
  const player = demo(world);
  changeAlertPreferences(world, player.id, { subscriptions: { inApp: true } });
  sendAlert(world, player.id, {
    kind: 'subscription',
    event: 'skipped',
    reason: 'SPENDING_LIMIT',
    drawId: 117,
    subscriptionId: 501,
  });
  return tokensOf(world, player);
}

export const ALERT_BUILDERS: Record<string, (world: World, params: PlayerStateParams) => Answer> = {
  [S.noAlertsChosen]: (world) => tokensOf(world, demo(world)),
  [S.unreadWinAlert]: unreadWinAlert,
  [S.subscriptionSkippedAlert]: subscriptionSkippedAlert,
};
