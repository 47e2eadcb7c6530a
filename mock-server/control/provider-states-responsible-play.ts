/** Provider states of the responsible-play extension pact (contracts/states-responsible-play.ts). */
import { RESPONSIBLE_PLAY_STATES as S } from '../../contracts/states-responsible-play';
import { setLimit, takeTimeOut } from '../domain/responsible-play';
import { book } from '../services/ledger';
import { updatePlayState } from '../services/responsible-play';
import type { ProviderStateAnswer } from './provider-states';
import { addTicketsFor, issueTokensFor, now, openDraws, requirePlayer } from './world';

type Answer = ProviderStateAnswer;

/** The seeded demo player (fixtures/demo-players.ts: 07701234567, 50 000 IQD). */
const PHONE = '07701234567';
const GRID = [3, 7, 12, 19, 23, 28];

/** Signed asynchronously (Web Crypto): applyProviderState awaits the values. */
const tokens = (): Answer => {
  const issued = issueTokensFor(PHONE);
  return {
    securityToken: issued.then((t) => t.securityToken),
    refreshToken: issued.then((t) => t.refreshToken),
  };
};
const playerId = () => requirePlayer(PHONE).id;

function oneWeekTimeOut(): void {
  updatePlayState(playerId(), (s) => takeTimeOut(s, 'WEEK', now()));
}

/** One 1000 IQD ticket (one grid, one draw) in the cart. */
function cart(): void {
  const draw = openDraws()[0];
  if (!draw) throw new Error('No draw is on sale');
  addTicketsFor(PHONE, [{ ticketTypeName: '6of29', drawIds: [draw.drawId], tips: [GRID] }]);
}

export const RESPONSIBLE_PLAY_BUILDERS: Record<string, () => Answer> = {
  [S.noLimits]: tokens,
  [S.dailyDepositLimitMostlyUsed]: () => {
    updatePlayState(playerId(), (s) => setLimit(s, 'DEPOSIT', 'DAY', 5000, now()));
    book(playerId(), 'PAYIN', 4000, { transactionId: 'PAY-STATE-1' });
    return tokens();
  },
  [S.onTimeOut]: () => {
    oneWeekTimeOut();
    return tokens();
  },
  [S.cartAboveWeeklySpendingLimit]: () => {
    updatePlayState(playerId(), (s) => setLimit(s, 'SPENDING', 'WEEK', 500, now()));
    cart();
    return tokens();
  },
  [S.cartDuringTimeOut]: () => {
    cart();
    oneWeekTimeOut();
    return tokens();
  },
  [S.selfExcluded]: () => {
    updatePlayState(playerId(), (s) => ({ ...s, selfExcluded: true }));
    return {};
  },
};
