import type { World } from '../../world/state';
import type { AlertChannel } from '../../../src/lib/api/types/alerts';
import { now } from '../../clock';
import { nextId } from '../../db';
import { byKey } from '../../db-keys';
import { send } from '../inbox';
import { alertStateOf, saveAlertState } from './state';
import { alertText, isPromotional, topicOf, type AlertMessage } from './texts';
import { mayMarketTo } from '../risk';

/** The money an alert is about: a booked win, or what a renewal charged. */
const amountOf = (message: AlertMessage): number | null =>
  message.kind === 'win'
    ? message.amount
    : message.kind === 'subscription'
      ? (message.charged ?? null)
      : null;

/**
 * Sends one alert by every channel the player switched on for its topic: the in-app list and an
 * SMS to the fake's inbox, in the player's language. `onceKey` names the event (e.g. a draw): an
 * event already alerted is not alerted again, so a job that runs twice sends once.
 * Returns the channels used.
 */
export function sendAlert(
  world: World,
  playerId: number,
  message: AlertMessage,
  onceKey?: string,
): AlertChannel[] {
  const player = byKey(world, 'player', playerId);
  if (!player) return [];
  const promotional = isPromotional(message);
  // No promotion reaches a protected player (issue 39) nor one at risk (decision 0286).
  if (promotional && !mayMarketTo(world, player)) return [];
  const state = alertStateOf(world, playerId);
  if (onceKey !== undefined && state.sentKeys.includes(onceKey)) return [];
  const wanted = state.preferences[topicOf(message)];
  const channels = (Object.keys(wanted) as AlertChannel[]).filter((c) => wanted[c]);
  if (channels.length === 0) return [];
  if (wanted.inApp) {
    state.alerts.push({
      alertId: nextId(world, 'alert'),
      topic: topicOf(message),
      at: now(world),
      drawId: 'drawId' in message ? (message.drawId ?? null) : null,
      amount: amountOf(message),
      read: false,
      ...(message.kind === 'subscription' && {
        subscription: {
          subscriptionId: message.subscriptionId,
          event: message.event,
          reason: message.reason ?? null,
        },
      }),
    });
  }
  if (wanted.sms)
    send(world, player.phone, 'alert', { text: alertText(message, player.preferredLanguage) });
  // Journaled, so a verification over the journal can prove who was sent what (issue 39).
  for (const channel of channels)
    world.journal.add({
      kind: 'message',
      at: new Date().toISOString(),
      clock: new Date(now(world)).toISOString(),
      event: channel,
      player: player.phone,
      detail: { topic: topicOf(message), promotional },
    });
  if (onceKey !== undefined) state.sentKeys.push(onceKey);
  saveAlertState(world, playerId, state);
  return channels;
}
