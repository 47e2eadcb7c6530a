import type {
  SubscriptionAlertEvent,
  SubscriptionAlertReason,
} from '../../../src/lib/api/types/alerts';
import type { UiLanguage } from '../../../src/lib/api/types/languages';

/** What happened to a subscription, as an alert says it (the API's type: one list). */
export type SubscriptionEvent = SubscriptionAlertEvent;

/** Why a renewal was skipped or a subscription paused or cancelled (the renewal rules' reasons). */
export type SubscriptionReason = SubscriptionAlertReason;

/** What happened, with the draw and the amount when a renewal is about one (issue 38). */
const EVENTS: Record<UiLanguage, Record<SubscriptionEvent, (f: Facts) => string>> = {
  en: {
    renewed: (f) => `Your subscription bought a ticket for draw ${f.draw} (${f.iqd} IQD).`,
    skipped: (f) => `Your subscription did not buy a ticket for draw ${f.draw}`,
    paused: () => 'Your subscription is paused',
    resumed: () => 'Your subscription is running again.',
    cancelled: () => 'Your subscription is cancelled',
  },
  ar: {
    renewed: (f) => `اشترى اشتراكك تذكرة للسحب ${f.draw} (${f.iqd} دينار).`,
    skipped: (f) => `لم يشترِ اشتراكك تذكرة للسحب ${f.draw}`,
    paused: () => 'اشتراكك متوقف مؤقتاً',
    resumed: () => 'عاد اشتراكك للعمل.',
    cancelled: () => 'أُلغي اشتراكك',
  },
  ku: {
    renewed: (f) => `بەشداریکردنەکەت بلیتێکی کڕی بۆ تیروپشکی ${f.draw} (${f.iqd} دینار).`,
    skipped: (f) => `بەشداریکردنەکەت بلیتی نەکڕی بۆ تیروپشکی ${f.draw}`,
    paused: () => 'بەشداریکردنەکەت ڕاگیراوە',
    resumed: () => 'بەشداریکردنەکەت دووبارە کار دەکات.',
    cancelled: () => 'بەشداریکردنەکەت هەڵوەشێنرایەوە',
  },
};

interface Facts {
  draw: string;
  iqd: string;
}

const REASONS: Record<UiLanguage, Record<SubscriptionReason, string>> = {
  en: {
    BALANCE_SHORT: 'your balance was too low',
    SPENDING_LIMIT: 'it would pass your spending limit',
    TIME_OUT: 'you are taking a break',
    JACKPOT_BELOW: 'the jackpot was below your amount',
    SELF_EXCLUDED: 'you excluded yourself from play',
    SALES_CLOSED: 'sales had closed for that draw',
  },
  ar: {
    BALANCE_SHORT: 'رصيدك غير كافٍ',
    SPENDING_LIMIT: 'كان سيتجاوز حد الإنفاق',
    TIME_OUT: 'أنت في استراحة',
    JACKPOT_BELOW: 'الجائزة الكبرى أقل من المبلغ الذي اخترته',
    SELF_EXCLUDED: 'استبعدت نفسك من اللعب',
    SALES_CLOSED: 'كانت المبيعات قد أُغلقت لذلك السحب',
  },
  ku: {
    BALANCE_SHORT: 'باڵانسەکەت بەس نەبوو',
    SPENDING_LIMIT: 'لە سنووری خەرجکردنەکەت تێدەپەڕی',
    TIME_OUT: 'تۆ لە پشوودایت',
    JACKPOT_BELOW: 'جاکپۆت لە بڕەکەی تۆ کەمتر بوو',
    SELF_EXCLUDED: 'خۆت لە یاریکردن دوورخستەوە',
    SALES_CLOSED: 'فرۆشتن بۆ ئەو تیروپشکە داخرابوو',
  },
};

/** "Your subscription did not buy a ticket for draw 117: your balance was too low." */
export function subscriptionText(
  lang: UiLanguage,
  facts: {
    event: SubscriptionEvent;
    reason?: SubscriptionReason;
    drawId?: number;
    charged?: number;
  },
): string {
  // Latin digits, as the app writes draw ids and money; amounts are integer IQD.
  const said = EVENTS[lang][facts.event]({
    draw: String(facts.drawId ?? ''),
    iqd: (facts.charged ?? 0).toLocaleString('en-US'),
  });
  if (said.endsWith('.')) return said;
  return facts.reason ? `${said}: ${REASONS[lang][facts.reason]}.` : `${said}.`;
}
