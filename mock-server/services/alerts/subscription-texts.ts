import type { UiLanguage } from '../../../src/lib/api/types/common';

/** What happened to a subscription, as an alert says it. */
export type SubscriptionEvent = 'renewed' | 'skipped' | 'paused' | 'resumed' | 'cancelled';

/** Why a renewal was skipped or a subscription paused or cancelled (the renewal rules' reasons). */
export type SubscriptionReason =
  'BALANCE_SHORT' | 'SPENDING_LIMIT' | 'TIME_OUT' | 'JACKPOT_BELOW' | 'SELF_EXCLUDED';

const EVENTS: Record<UiLanguage, Record<SubscriptionEvent, string>> = {
  en: {
    renewed: 'Your subscription bought this draw’s ticket.',
    skipped: 'Your subscription did not buy this draw’s ticket',
    paused: 'Your subscription is paused',
    resumed: 'Your subscription is running again.',
    cancelled: 'Your subscription is cancelled',
  },
  ar: {
    renewed: 'اشترى اشتراكك تذكرة هذا السحب.',
    skipped: 'لم يشترِ اشتراكك تذكرة هذا السحب',
    paused: 'اشتراكك متوقف مؤقتاً',
    resumed: 'عاد اشتراكك للعمل.',
    cancelled: 'أُلغي اشتراكك',
  },
  ku: {
    renewed: 'بەشداریکردنەکەت بلیتی ئەم تیروپشکەی کڕی.',
    skipped: 'بەشداریکردنەکەت بلیتی ئەم تیروپشکەی نەکڕی',
    paused: 'بەشداریکردنەکەت ڕاگیراوە',
    resumed: 'بەشداریکردنەکەت دووبارە کار دەکات.',
    cancelled: 'بەشداریکردنەکەت هەڵوەشێنرایەوە',
  },
};

const REASONS: Record<UiLanguage, Record<SubscriptionReason, string>> = {
  en: {
    BALANCE_SHORT: 'your balance was too low',
    SPENDING_LIMIT: 'it would pass your spending limit',
    TIME_OUT: 'you are taking a break',
    JACKPOT_BELOW: 'the jackpot was below your amount',
    SELF_EXCLUDED: 'you excluded yourself from play',
  },
  ar: {
    BALANCE_SHORT: 'رصيدك غير كافٍ',
    SPENDING_LIMIT: 'كان سيتجاوز حد الإنفاق',
    TIME_OUT: 'أنت في استراحة',
    JACKPOT_BELOW: 'الجائزة الكبرى أقل من المبلغ الذي اخترته',
    SELF_EXCLUDED: 'استبعدت نفسك من اللعب',
  },
  ku: {
    BALANCE_SHORT: 'باڵانسەکەت بەس نەبوو',
    SPENDING_LIMIT: 'لە سنووری خەرجکردنەکەت تێدەپەڕی',
    TIME_OUT: 'تۆ لە پشوودایت',
    JACKPOT_BELOW: 'جاکپۆت لە بڕەکەی تۆ کەمتر بوو',
    SELF_EXCLUDED: 'خۆت لە یاریکردن دوورخستەوە',
  },
};

/** "Your subscription did not buy this draw's ticket: your balance was too low." */
export function subscriptionText(
  lang: UiLanguage,
  event: SubscriptionEvent,
  reason?: SubscriptionReason,
): string {
  const said = EVENTS[lang][event];
  if (said.endsWith('.')) return said;
  return reason ? `${said}: ${REASONS[lang][reason]}.` : `${said}.`;
}
