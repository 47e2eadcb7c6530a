import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import * as charity from '../charity-calls';
import * as session from '../play-session-calls';
import * as care from '../player-care-calls';
import { CALLS } from '../calls';
import { ANSWERS } from '../schemas/answers';
import { tokenStore } from '../tokens';
import { makeJwt } from '@/testing/make-jwt';
import { lotteryUrl, useApiServer } from '@/testing/network';
import { definitions, type DefinedCall } from '.';

const server = useApiServer();

/** How the app calls each defined call (a new definition fails to compile until it is here). */
const RUN: { [K in DefinedCall]: () => Promise<unknown> } = {
  getCharitySplit: () => charity.getCharitySplit(),
  getCharityDraws: () => charity.getCharityDraws('2026-01-01', '2026-12-31'),
  getCharityContribution: () => charity.getCharityContribution(2026),
  getSessionLimit: () => session.getSessionLimit(),
  setSessionLimit: () => session.setSessionLimit(60),
  getSpendingOverview: () => session.getSpendingOverview(),
  setSpendingOverviewFrequency: () => session.setSpendingOverviewFrequency('WEEK'),
  markSpendingOverviewSeen: () => session.markSpendingOverviewSeen(),
  getRiskStatus: () => care.getRiskStatus(),
  getOffers: () => care.getOffers(),
  getGameRecall: () => care.getGameRecall(),
};

beforeEach(() => {
  tokenStore.setTokens({ securityToken: makeJwt({ expInSeconds: 900 }), refreshToken: 'r1' });
});

describe('each call defined once (decision 0291)', () => {
  it.each(definitions())('%s: the adapter calls it where its definition says', async (id, d) => {
    const seen: string[] = [];
    server.use(
      http.all(lotteryUrl('/*'), ({ request }) => {
        seen.push(`${request.method} ${new URL(request.url).pathname}`);
        return HttpResponse.json({ status: 'NOT_FOUND', message: 'No' }, { status: 404 });
      }),
    );
    await RUN[id]().catch(() => undefined);
    const path = new URL(lotteryUrl(d.path.replace(/:\w+/g, 'x'))).pathname;
    const pattern = path.replace(/\/x(?=\/|$)/g, '/[^/]+');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(new RegExp(`^${d.method} ${pattern}$`));
  });

  it.each(definitions())('%s: a lottery call with a policy row and its answer checked', (id, d) => {
    expect(CALLS[id].service).toBe('lottery');
    if (d.answer) expect(ANSWERS[id]).toBe(d.answer.schema);
  });
});
