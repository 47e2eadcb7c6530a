import { describe, expect, it } from 'vitest';
import { apiError } from '@/testing/player-api';
import { liabilityCapRefusal } from './liability-refusal';

const refusal = (details: unknown) =>
  apiError('addTicketToCart', 409, 'LIABILITY_CAP_REACHED', { details });

describe('liabilityCapRefusal (decision 0281)', () => {
  it('reads the refused grids and draws', () => {
    const details = { tips: [[1, 2, 3, 4, 5, 6]], drawIds: [101] };
    expect(liabilityCapRefusal(refusal(details))).toEqual(details);
  });

  it('answers null for another code or details it cannot read', () => {
    expect(liabilityCapRefusal(apiError('addTicketToCart', 409, 'CART_FULL'))).toBeNull();
    expect(liabilityCapRefusal(refusal({ tips: [['1']], drawIds: [101] }))).toBeNull();
    expect(liabilityCapRefusal(refusal({ tips: [[1, 2, 3, 4, 5, 6]] }))).toBeNull();
    expect(liabilityCapRefusal(new Error('x'))).toBeNull();
  });
});
