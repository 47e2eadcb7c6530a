import { describe, expect, it } from 'vitest';
import { compareInteraction, comparePact, type PactInteraction } from './check/compare-pact';
import { loadDocument, lotteryPacts } from './check/load';

describe('the pacts against the OpenAPI documents', () => {
  it.each(lotteryPacts())('every interaction of $name is an operation it declares', (pact) => {
    expect(comparePact(pact.interactions, pact.documents)).toEqual([]);
  });

  it('the spec pact may not use an extension call', () => {
    const extension: PactInteraction = {
      description: 'the terms',
      request: { method: 'GET', path: '/users/terms' },
      response: { status: 200 },
    };
    expect(compareInteraction(extension, [loadDocument('lottery-api')])).toEqual([
      'GET /users/terms (the terms): no such operation',
    ]);
  });
});

describe('a planted drift between a pact and the document', () => {
  const api = [loadDocument('lottery-api')];
  const balance = (body: unknown, query?: Record<string, string[]>): PactInteraction => ({
    description: 'the balance',
    request: { method: 'GET', path: '/users/account-balance', ...(query ? { query } : {}) },
    response: { status: 200, body: { content: body } },
  });

  it('an interaction expecting a field the OpenAPI does not have is reported', () => {
    expect(compareInteraction(balance({ balance: 5000, balancePayable: 0 }), api)).toEqual([]);
    expect(compareInteraction(balance({ balance: 5000, balancePayabel: 0 }), api)).toEqual([
      'GET /users/account-balance (the balance): response $.balancePayabel is not in the schema',
    ]);
  });

  it('a nested field, a query parameter, a status and a path the document lacks', () => {
    const cart = {
      description: 'the cart',
      request: { method: 'GET', path: '/orders/cart' },
      response: { status: 200, body: { content: { positions: [{ position_id: 1, prize: 3 }] } } },
    };
    expect(compareInteraction(cart, api)).toEqual([
      'GET /orders/cart (the cart): response $.positions[0].prize is not in the schema',
    ]);
    expect(compareInteraction(balance({}, { currency: ['IQD'] }), api)).toEqual([
      'GET /users/account-balance (the balance): query currency is not declared',
    ]);
    const teapot = { ...balance({}), response: { status: 418 } };
    expect(compareInteraction(teapot, api)).toEqual([
      'GET /users/account-balance (the balance): status 418 is not declared',
    ]);
    expect(
      compareInteraction({ ...cart, request: { method: 'GET', path: '/orders/cards' } }, api),
    ).toEqual(['GET /orders/cards (the cart): no such operation']);
  });
});
