/** Provider states of the responsible-play extension pact (contracts/states-responsible-play.ts). */
import type { World } from '../world/state';
import { RESPONSIBLE_PLAY_STATES as S } from '../../contracts/states-responsible-play';
import { setLimit, takeTimeOut } from '../domain/responsible-play';
import { book } from '../services/ledger';
import { updatePlayState } from '../services/responsible-play';
import { protectSelfExcluded } from '../services/accounts/self-exclusion';
import type { ProviderStateAnswer } from './provider-states-support';
import { addTicketsFor, issueTokensFor, now, openDraws, requirePlayer } from './world';

type Answer = ProviderStateAnswer;

/** The seeded demo player (fixtures/demo-players.ts: 07701234567, 50 000 IQD). */
const PHONE = '07701234567';
const GRID = [3, 7, 12, 19, 23, 28];

/** Signed asynchronously (Web Crypto): applyProviderState awaits the values. */
const tokens = (world: World): Answer => {
  const issued = issueTokensFor(world, PHONE);
  return {
    securityToken: issued.then((t) => t.securityToken),
    refreshToken: issued.then((t) => t.refreshToken),
  };
};
const playerId = (world: World) => requirePlayer(world, PHONE).id;

function oneWeekTimeOut(world: World): void {
  updatePlayState(world, playerId(world), (s) => takeTimeOut(s, 'WEEK', now(world)));
}

/** One 1000 IQD ticket (one grid, one draw) in the cart. */
function cart(world: World): void {
  const draw = openDraws(world)[0];
  if (!draw) throw new Error('No draw is on sale');
  addTicketsFor(world, PHONE, [{ ticketTypeName: '6of29', drawIds: [draw.drawId], tips: [GRID] }]);
}

export const RESPONSIBLE_PLAY_BUILDERS: Record<string, (world: World) => Answer> = {
  [S.noLimits]: tokens,
  [S.mayExcludeThemself]: tokens,
  [S.mayExcludeWithoutPayoutAccount]: (world) => {
    for (const account of world.db.paymentAccount.findMany({
      where: { playerId: { equals: playerId(world) } },
    }))
      world.db.paymentAccount.delete({
        where: { paymentAccountId: { equals: account.paymentAccountId } },
      });
    return tokens(world);
  },
  [S.dailyDepositLimitMostlyUsed]: (world) => {
    updatePlayState(world, playerId(world), (s) => setLimit(s, 'DEPOSIT', 'DAY', 5000, now(world)));
    book(world, playerId(world), 'PAYIN', 4000, { transactionId: 'PAY-STATE-1' });
    return tokens(world);
  },
  [S.onTimeOut]: (world) => {
    oneWeekTimeOut(world);
    return tokens(world);
  },
  [S.cartAboveWeeklySpendingLimit]: (world) => {
    updatePlayState(world, playerId(world), (s) =>
      setLimit(s, 'SPENDING', 'WEEK', 500, now(world)),
    );
    cart(world);
    return tokens(world);
  },
  [S.cartDuringTimeOut]: (world) => {
    cart(world);
    oneWeekTimeOut(world);
    return tokens(world);
  },
  [S.selfExcluded]: (world) => {
    updatePlayState(world, playerId(world), (s) => ({ ...s, selfExcluded: true }));
    protectSelfExcluded(world, requirePlayer(world, PHONE));
    return {};
  },
};
