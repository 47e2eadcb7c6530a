import type { Subscription, SubscriptionInput } from '@/lib/api/types';

/** The subscribe form's values, as the player typed them. */
export interface SubscribeForm {
  every: boolean;
  days: number[];
  untilCancelled: boolean;
  drawCount: string;
  minJackpot: string;
}

export type FormProblem = 'noGrids' | 'pickDay' | 'drawCountRange' | 'jackpotInvalid';

export const MAX_DRAW_COUNT = 208;

export const initialForm = (sub?: Subscription): SubscribeForm => ({
  every: !sub?.weekdays,
  days: sub?.weekdays ?? [],
  untilCancelled: sub ? sub.drawCount === null : true,
  drawCount: String(sub?.drawCount ?? 10),
  minJackpot: sub?.minJackpot ? String(sub.minJackpot) : '',
});

const digits = (value: string) => value.replace(/[\s,٬]/g, '');

/** The request body, or what is wrong with the form (checked again by the backend). */
export function toInput(
  tips: number[][],
  form: SubscribeForm,
): { input: SubscriptionInput } | { problem: FormProblem } {
  if (tips.length === 0) return { problem: 'noGrids' };
  if (!form.every && form.days.length === 0) return { problem: 'pickDay' };
  const count = Number(digits(form.drawCount));
  if (!form.untilCancelled && !(Number.isInteger(count) && count >= 1 && count <= MAX_DRAW_COUNT))
    return { problem: 'drawCountRange' };
  const jackpotText = digits(form.minJackpot);
  const jackpot = Number(jackpotText);
  if (jackpotText !== '' && !(/^\d+$/.test(jackpotText) && jackpot > 0))
    return { problem: 'jackpotInvalid' };
  return {
    input: {
      tips,
      weekdays: form.every ? null : [...form.days].sort((a, b) => a - b),
      drawCount: form.untilCancelled ? null : count,
      minJackpot: jackpotText === '' ? null : jackpot,
    },
  };
}
