import type { Tables } from '../db-keys';
import type { World } from '../world/state';
import { now } from '../clock';
import { nextId } from '../db';
import { normalizePhone } from '../domain/phone';

export type InboxKind = 'sms-code' | 'security-code' | 'email-link' | 'alert' | 'sms-text';

export interface InboxMessage {
  to: string;
  kind: InboxKind;
  code?: string;
  link?: string;
  /** A worded SMS: an alert (kind alert, services/alerts) or a subscription event (kind sms-text). */
  text?: string;
  sentAt: string;
}

/** The dev inbox: every SMS and email the fake "sends" lands here for QA and e2e to read. */
export function send(
  world: World,
  to: string,
  kind: InboxKind,
  content: { code?: string; link?: string; text?: string },
): void {
  world.db.inbox.create({
    id: nextId(world, 'inbox'),
    to: to.includes('@') ? to.toLowerCase() : to,
    kind,
    code: content.code ?? null,
    link: content.link ?? null,
    text: content.text ?? null,
    sentAt: now(world),
  });
}

/** Newest last. `phone` accepts any of the three spellings. */
export function readInbox(
  world: Tables,
  query: { phone?: string | null; email?: string | null },
): InboxMessage[] {
  const to = query.phone
    ? (normalizePhone(query.phone) ?? query.phone)
    : query.email?.toLowerCase();
  if (!to) return [];
  return world.db.inbox
    .findMany({ where: { to: { equals: to } } })
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      to: row.to,
      kind: row.kind as InboxKind,
      ...(row.code ? { code: row.code } : {}),
      ...(row.link ? { link: row.link } : {}),
      ...(row.text ? { text: row.text } : {}),
      sentAt: new Date(row.sentAt).toISOString(),
    }));
}
