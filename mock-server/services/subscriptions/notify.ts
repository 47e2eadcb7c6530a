import type { World } from '../../world/state';
import type { RenewalSkipReason } from '../../../src/lib/api/types';
import {
  sendAlert,
  type SubscriptionEvent as AlertEvent,
  type SubscriptionReason,
} from '../alerts';
import { send } from '../inbox';
import type { PlayerRow } from '../ledger';

/** The subscription events a player is told of. */
export type SubscriptionEvent = (
  | { kind: 'RENEWED'; drawNumber: number; charged: number }
  | { kind: 'SKIPPED'; drawNumber: number; reason: RenewalSkipReason }
  | { kind: 'PAUSED' }
  | { kind: 'CANCELLED'; by: 'PLAYER' | 'SELF_EXCLUSION' }
) & {
  /** The subscription it is about; null when it is about all of them (a break, self-exclusion). */
  subscriptionId: number | null;
};

type Lang = 'ar' | 'en' | 'ku';

/** Every message ends with the anti-fraud rule and carries no link (decision 0226). */
const ANTI_FRAUD: Record<Lang, string> = {
  en: 'We never ask for your card PIN or a code by phone or SMS. Open the app to see your results.',
  ar: 'لن نطلب منك أبداً الرقم السري لبطاقتك أو أي رمز عبر الهاتف أو الرسائل. افتح التطبيق لترى نتائجك.',
  ku: 'هەرگیز داوای PIN ی کارتەکەت یان هیچ کۆدێک بە تەلەفۆن یان SMS ناکەین. ئەپەکە بکەرەوە بۆ بینینی ئەنجامەکانت.',
};

const REASONS: Record<Lang, Record<RenewalSkipReason, string>> = {
  en: {
    INSUFFICIENT_BALANCE: 'your balance was too low',
    SPENDING_LIMIT: 'it would have passed your spending limit',
    TIME_OUT: 'you are taking a break from play',
    JACKPOT_BELOW_MINIMUM: 'the jackpot was below your minimum',
    SALES_CLOSED: 'sales had closed for that draw',
  },
  ar: {
    INSUFFICIENT_BALANCE: 'رصيدك غير كافٍ',
    SPENDING_LIMIT: 'كانت ستتجاوز حد الإنفاق الذي وضعته',
    TIME_OUT: 'أنت في استراحة من اللعب',
    JACKPOT_BELOW_MINIMUM: 'الجائزة الكبرى أقل من الحد الذي اخترته',
    SALES_CLOSED: 'كانت المبيعات قد أُغلقت لذلك السحب',
  },
  ku: {
    INSUFFICIENT_BALANCE: 'باڵانسەکەت بەس نەبوو',
    SPENDING_LIMIT: 'سنووری خەرجکردنەکەتی تێدەپەڕاند',
    TIME_OUT: 'تۆ لە پشوویەکدایت لە یاری',
    JACKPOT_BELOW_MINIMUM: 'جاکپۆت لە کەمترین بڕی تۆ کەمتر بوو',
    SALES_CLOSED: 'فرۆشتن بۆ ئەو تیروپشکە داخرابوو',
  },
};

function wording(lang: Lang, event: SubscriptionEvent): string {
  const en = lang === 'en';
  const ar = lang === 'ar';
  switch (event.kind) {
    case 'RENEWED':
      return en
        ? `Your subscription bought a ticket for draw ${event.drawNumber} (${event.charged} IQD).`
        : ar
          ? `اشترى اشتراكك تذكرة للسحب ${event.drawNumber} (${event.charged} د.ع).`
          : `بەشداربوونەکەت بلیتێکی کڕی بۆ تیروپشکی ${event.drawNumber} (${event.charged} د.ع).`;
    case 'SKIPPED': {
      const why = REASONS[lang][event.reason];
      return en
        ? `Your subscription did not buy a ticket for draw ${event.drawNumber}: ${why}.`
        : ar
          ? `لم يشترِ اشتراكك تذكرة للسحب ${event.drawNumber}: ${why}.`
          : `بەشداربوونەکەت بلیتی نەکڕی بۆ تیروپشکی ${event.drawNumber}: ${why}.`;
    }
    case 'PAUSED':
      return en
        ? 'Your subscription is paused.'
        : ar
          ? 'تم إيقاف اشتراكك مؤقتاً.'
          : 'بەشداربوونەکەت ڕاگیرا.';
    case 'CANCELLED':
      return en
        ? 'Your subscription is cancelled.'
        : ar
          ? 'تم إلغاء اشتراكك.'
          : 'بەشداربوونەکەت هەڵوەشایەوە.';
  }
}

const langOf = (player: PlayerRow): Lang =>
  player.preferredLanguage === 'en' || player.preferredLanguage === 'ku'
    ? player.preferredLanguage
    : 'ar';

const ALERT_REASONS: Record<RenewalSkipReason, SubscriptionReason> = {
  INSUFFICIENT_BALANCE: 'BALANCE_SHORT',
  SPENDING_LIMIT: 'SPENDING_LIMIT',
  TIME_OUT: 'TIME_OUT',
  JACKPOT_BELOW_MINIMUM: 'JACKPOT_BELOW',
  SALES_CLOSED: 'SALES_CLOSED',
};

type AlertFacts = {
  event: AlertEvent;
  reason?: SubscriptionReason;
  drawId?: number;
  charged?: number;
};

/** The event as the alerts service words it (services/alerts): the draw, the amount, the reason. */
function asAlert(event: SubscriptionEvent): AlertFacts {
  switch (event.kind) {
    case 'RENEWED':
      return { event: 'renewed', drawId: event.drawNumber, charged: event.charged };
    case 'SKIPPED':
      return {
        event: 'skipped',
        reason: ALERT_REASONS[event.reason],
        drawId: event.drawNumber,
      };
    case 'PAUSED':
      return { event: 'paused', reason: 'TIME_OUT' };
    case 'CANCELLED':
      return event.by === 'SELF_EXCLUSION'
        ? { event: 'cancelled', reason: 'SELF_EXCLUDED' }
        : { event: 'cancelled' };
  }
}

/**
 * Tells the player of a subscription event: through the alerts the player chose for subscription
 * events (in the app, by SMS; decision 0227), and by SMS in any case, since a renewal that charged
 * or failed to is a notice about the player's money, as a bank's (decision 0226). The in-app
 * record is also the renewal itself (GET .../renewals, with its reason).
 */
export function notifySubscriptionEvent(
  world: World,
  player: PlayerRow,
  event: SubscriptionEvent,
): void {
  const channels = sendAlert(world, player.id, {
    kind: 'subscription',
    subscriptionId: event.subscriptionId,
    ...asAlert(event),
  });
  if (channels.includes('sms')) return;
  const lang = langOf(player);
  send(world, player.phone, 'sms-text', { text: `${wording(lang, event)} ${ANTI_FRAUD[lang]}` });
}
