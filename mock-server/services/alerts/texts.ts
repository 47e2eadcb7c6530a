import type { UiLanguage } from '../../../src/lib/api/types/languages';
import type { AlertTopic } from '../../../src/lib/api/types/alerts';
import {
  subscriptionText,
  type SubscriptionEvent,
  type SubscriptionReason,
} from './subscription-texts';

/** What an alert says: the topic's event and its facts (a booked win's amount, a draw's id). */
export type AlertMessage =
  | { kind: 'drawResults'; drawId: number }
  | { kind: 'win'; drawId: number; amount: number }
  | {
      kind: 'subscription';
      event: SubscriptionEvent;
      reason?: SubscriptionReason;
      /** The draw a renewal was for, and what it charged (issue 38: alerts say what happened). */
      drawId?: number;
      charged?: number;
      subscriptionId: number | null;
    }
  | { kind: 'timeOut'; until: string }
  | { kind: 'limit' };

const TOPICS: Record<AlertMessage['kind'], AlertTopic> = {
  drawResults: 'drawResults',
  win: 'wins',
  subscription: 'subscriptions',
  timeOut: 'limitsAndBreaks',
  limit: 'limitsAndBreaks',
};

export const topicOf = (message: AlertMessage): AlertTopic => TOPICS[message.kind];

/**
 * Whether a message invites to play rather than reports the player's own money or account: the
 * results of every draw are sent to all who asked, as a lottery's marketing is. A protected player
 * (self-excluded, timed out, closed or suspended) never gets one (issue 39); a booked win, a
 * subscription's event and a break or limit change are the player's own business and still go.
 */
const PROMOTIONAL: Record<AlertMessage['kind'], boolean> = {
  drawResults: true,
  win: false,
  subscription: false,
  timeOut: false,
  limit: false,
};
export const isPromotional = (message: AlertMessage): boolean => PROMOTIONAL[message.kind];

/**
 * Said in every alert (decision 0228): players learn that a real alert never asks for a PIN or a
 * code and never carries a link to sign in, so a message that does is a fraud.
 */
export const ANTI_FRAUD: Record<UiLanguage, string> = {
  en: 'We never ask for your card PIN or a code by phone or SMS. Open the app to see your results.',
  ar: 'لا نطلب أبداً الرقم السري لبطاقتك أو أي رمز عبر الهاتف أو الرسائل القصيرة. افتح التطبيق لترى نتائجك.',
  ku: 'هەرگیز لە ڕێگەی تەلەفۆن یان نامەوە داوای ژمارەی نهێنی کارتەکەت یان هیچ کۆدێک ناکەین. ئەپەکە بکەرەوە بۆ بینینی ئەنجامەکانت.',
};

type Texts = { [K in AlertMessage['kind']]: (m: Extract<AlertMessage, { kind: K }>) => string };

// Numbers are Latin digits, as the app writes money and draw ids; amounts are integer IQD.
const iqd = (n: number) => n.toLocaleString('en-US');

const TEXTS: Record<UiLanguage, Texts> = {
  en: {
    drawResults: (m) => `Draw ${m.drawId}: the results are out.`,
    win: (m) => `You won ${iqd(m.amount)} IQD in draw ${m.drawId}. It is in your wallet.`,
    subscription: (m) => subscriptionText('en', m),
    timeOut: (m) => `Your break has started. You can play again on ${m.until}.`,
    limit: () => 'Your play limit has changed.',
  },
  ar: {
    drawResults: (m) => `السحب ${m.drawId}: النتائج متاحة الآن.`,
    win: (m) => `ربحت ${iqd(m.amount)} د.ع في السحب ${m.drawId}. المبلغ في محفظتك.`,
    subscription: (m) => subscriptionText('ar', m),
    timeOut: (m) => `بدأت استراحتك. يمكنك اللعب مجدداً في ${m.until}.`,
    limit: () => 'تغيّر حد اللعب الخاص بك.',
  },
  ku: {
    drawResults: (m) => `تیروپشکی ${m.drawId}: ئەنجامەکان بڵاوکرانەوە.`,
    win: (m) => `${iqd(m.amount)} دینارت بردەوە لە تیروپشکی ${m.drawId}. لە جزدانەکەتدایە.`,
    subscription: (m) => subscriptionText('ku', m),
    timeOut: (m) => `پشووەکەت دەستی پێکرد. دەتوانیت لە ${m.until} دووبارە یاری بکەیت.`,
    limit: () => 'سنووری یاریکردنەکەت گۆڕا.',
  },
};

/** The SMS text in the player's language, the anti-fraud sentence last; no link of any kind. */
export function alertText(message: AlertMessage, language: string): string {
  const lang: UiLanguage = language === 'en' || language === 'ku' ? language : 'ar';
  const say = TEXTS[lang][message.kind] as (m: AlertMessage) => string;
  return `${say(message)} ${ANTI_FRAUD[lang]}`;
}
