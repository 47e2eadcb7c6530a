import type { World } from '../../world/state';
import type { RenewalSkipReason } from '../../../src/lib/api/types';
import { send } from '../inbox';
import type { PlayerRow } from '../ledger';

/** The subscription events a player is told of. */
export type SubscriptionEvent =
  | { kind: 'RENEWED'; drawNumber: number; charged: number }
  | { kind: 'SKIPPED'; drawNumber: number; reason: RenewalSkipReason }
  | { kind: 'PAUSED' }
  | { kind: 'CANCELLED'; by: 'PLAYER' | 'SELF_EXCLUSION' };

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
  },
  ar: {
    INSUFFICIENT_BALANCE: 'رصيدك غير كافٍ',
    SPENDING_LIMIT: 'كانت ستتجاوز حد الإنفاق الذي وضعته',
    TIME_OUT: 'أنت في استراحة من اللعب',
    JACKPOT_BELOW_MINIMUM: 'الجائزة الكبرى أقل من الحد الذي اخترته',
  },
  ku: {
    INSUFFICIENT_BALANCE: 'باڵانسەکەت بەس نەبوو',
    SPENDING_LIMIT: 'سنووری خەرجکردنەکەتی تێدەپەڕاند',
    TIME_OUT: 'تۆ لە پشوویەکدایت لە یاری',
    JACKPOT_BELOW_MINIMUM: 'جاکپۆت لە کەمترین بڕی تۆ کەمتر بوو',
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

/**
 * Tells the player of a subscription event by SMS, in their language. The in-app record is the
 * renewal itself (GET .../renewals, with its reason) and, for a renewal bought, its booking in the
 * notifications. Alert preferences are not consulted yet: this is the one place to route them.
 */
export function notifySubscriptionEvent(
  world: World,
  player: PlayerRow,
  event: SubscriptionEvent,
): void {
  const lang = langOf(player);
  send(world, player.phone, 'sms-text', { text: `${wording(lang, event)} ${ANTI_FRAUD[lang]}` });
}
