import { describe, expect, it } from 'vitest';
import { initialForm, toInput } from './subscribe-form';

const tips = [[1, 2, 3, 4, 5, 6]];

describe('the subscribe form', () => {
  it('sends every draw until cancelled by default, with no jackpot condition', () => {
    expect(toInput(tips, initialForm())).toEqual({
      input: { tips, weekdays: null, drawCount: null, minJackpot: null },
    });
  });

  it('sends the chosen days, the number of draws and the jackpot minimum', () => {
    const form = {
      every: false,
      days: [4, 1],
      untilCancelled: false,
      drawCount: '12',
      minJackpot: '300,000,000',
    };
    expect(toInput(tips, form)).toEqual({
      input: { tips, weekdays: [1, 4], drawCount: 12, minJackpot: 300_000_000 },
    });
  });

  it('says what is wrong before asking the backend', () => {
    const form = initialForm();
    expect(toInput([], form)).toEqual({ problem: 'noGrids' });
    expect(toInput(tips, { ...form, every: false })).toEqual({ problem: 'pickDay' });
    expect(toInput(tips, { ...form, untilCancelled: false, drawCount: '0' })).toEqual({
      problem: 'drawCountRange',
    });
    expect(toInput(tips, { ...form, minJackpot: '-5' })).toEqual({ problem: 'jackpotInvalid' });
  });
});
