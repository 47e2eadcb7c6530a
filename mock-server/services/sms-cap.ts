import type { Tables } from '../db-keys';
import type { World } from '../world/state';
import { now } from '../clock';
import { RESEND_COOLDOWN_SECONDS } from '../domain/sms';

/** At most this many codes (SMS and reset) to one number per window: no SMS bombing of a victim. */
export const CODE_SMS_CAP = { perWindow: 5, windowMs: 60 * 60_000 };

const CODE_KINDS = new Set(['sms-code', 'security-code']);

/** The codes sent to `phone` (the inbox is the record of every SMS), newest last. */
const codesSentTo = (world: Tables, phone: string): number[] =>
  world.db.inbox
    .findMany({ where: { to: { equals: phone } } })
    .filter((m) => CODE_KINDS.has(m.kind))
    .map((m) => m.sentAt)
    .sort((a, b) => a - b);

/**
 * Milliseconds until another code may be texted to `phone` (0: now): the resend cooldown since
 * the last code of `kind`, and the cap on codes per window (issue 39: 100 `forgot` calls sent the
 * victim 100 SMS). Derived from the inbox, so nothing else has to be kept in step.
 */
export function codeSmsWaitMs(world: World, phone: string, kind: string): number {
  const at = now(world);
  const sent = codesSentTo(world, phone);
  const lastOfKind = world.db.inbox
    .findMany({ where: { to: { equals: phone }, kind: { equals: kind } } })
    .reduce((latest, m) => Math.max(latest, m.sentAt), -Infinity);
  const cooldown = lastOfKind + RESEND_COOLDOWN_SECONDS * 1000 - at;
  const inWindow = sent.filter((t) => t > at - CODE_SMS_CAP.windowMs);
  const capped =
    inWindow.length >= CODE_SMS_CAP.perWindow
      ? (inWindow[inWindow.length - CODE_SMS_CAP.perWindow] ?? at) + CODE_SMS_CAP.windowMs - at
      : 0;
  return Math.max(0, cooldown, capped);
}
