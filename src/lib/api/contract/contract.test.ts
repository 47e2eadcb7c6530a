import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import * as account from '../account';
import * as alerts from '../alerts';
import * as cart from '../cart';
import * as charity from '../charity-calls';
import * as session from '../play-session-calls';
import * as care from '../player-care-calls';
import * as draws from '../draws';
import * as favourites from '../favourites';
import * as games from '../games';
import * as payments from '../payments';
import * as receipts from '../receipts';
import * as responsible from '../responsible-play';
import * as subscriptions from '../subscriptions';
import * as terms from '../terms';
import { CALLS } from '../calls';
import { refreshSession } from '../http/auth';
import { ANSWERS } from '../schemas/answers';
import { tokenStore } from '../tokens';
import { makeJwt } from '@/testing/make-jwt';
import { lotteryUrl, useApiServer } from '@/testing/network';
import { definitions, type DefinedCall } from '.';

const server = useApiServer();

const TICKET = { ticketTypeName: '6of29', drawIds: [1], tips: [[1, 2, 3, 4, 5, 6]] };

/** How the app calls each defined call (a new definition fails to compile until it is here). */
const RUN: { [K in DefinedCall]: () => Promise<unknown> } = {
  login: () => account.login('07701234567', 'secret'),
  register: () =>
    account.register({
      phoneNumber: '07701234567',
      password: 'p',
      passwordConfirmation: 'p',
      firstName: 'A',
      fatherName: 'B',
      gender: 'MALE',
      email: null,
      dateOfBirth: '1990-01-01',
      country: 'IQ',
      city: 'Baghdad',
      preferredLanguage: 'ar',
      newsletter: false,
    }),
  confirmMobileNumber: () => account.confirmMobileNumber('123456'),
  resendMobileConfirmation: () => account.resendMobileConfirmation(),
  forgotPassword: () => account.forgotPassword('07701234567'),
  resetPasswordWithCode: () =>
    account.resetPasswordWithCode({
      securityCode: '1',
      password: 'p',
      passwordConfirmation: 'p',
      username: 'u',
    }),
  refreshTokens: () => refreshSession(),
  logout: () => account.logout(),
  confirmEmail: () => account.confirmEmail('a1'),
  getProfile: () => account.getProfile(),
  updateProfile: () =>
    account.updateProfile({ firstName: 'A', lastName: 'B', email: null, city: 'Basra' }),
  changePassword: () => account.changePassword('a', 'b'),
  selfBlock: () => account.selfBlock('a'),
  selfClose: () => account.selfClose(),
  updateCommunicationPreferences: () =>
    account.updateCommunicationPreferences({
      email: true,
      sms: true,
      push: true,
      newsletter: true,
    }),
  setLanguage: () => account.setLanguage('en'),
  getMessages: () => account.getMessages({ from: 0, quantity: 10 }),
  getPaymentAccounts: () => account.getPaymentAccounts(),
  getAccountBalance: () => account.getAccountBalance(),
  getBookings: () => account.getBookings({ from: 0, quantity: 10 }),
  withdraw: () =>
    account.withdraw({ amount: 5000, method: 'FIB', fullName: 'A B', walletNumber: '0770' }),
  getVouchers: () => account.getVouchers(),
  redeemVoucher: () => account.redeemVoucher('V1'),
  addTicketToCart: () => cart.addTicketToCart(TICKET),
  addTicketsToCart: () => cart.addTicketsToCart([TICKET]),
  getActiveCart: () => cart.getActiveCart(),
  recalculateCart: () => cart.recalculateCart(),
  purchaseCart: () => cart.purchaseCart('NONE'),
  getCartVouchers: () => cart.getCartVouchers(),
  addVoucherToCart: () => cart.addVoucherToCart('V1'),
  deleteCartPosition: () => cart.deleteCartPosition(1, 2),
  deleteCart: () => cart.deleteCart(1),
  getOfferInfo: () =>
    games.getOfferInfo({
      firstEventDate: '2026-01-01',
      lastEventDate: '2026-01-31',
      partner: 'web',
      ticketType: '6of29',
    }),
  getGameInfos: () => games.getGameInfos(),
  getTicketTypes: () => games.getTicketTypes(),
  getTickets: () => games.getTickets([], { from: 0, quantity: 10, orderBy: '-created' }),
  getDrawResults: () =>
    games.getDrawResults({ dateFrom: '2026-01-01', dateTo: '2026-01-31', gameTypeNames: '6of29' }),
  getDrawWinnings: () => draws.getDrawWinnings(1),
  getDrawInformation: () => draws.getDrawInformation('6of29', 3),
  invokePayIn: () =>
    payments.invokePayIn({ amountInCent: 500_000, useToken: false, paymentMethod: 'FIB' }),
  submitPayInResult: () => payments.submitPayInResult({ paymentId: 'P1' }),
  checkPayIn: () => payments.checkPayIn('P1'),
  getPaymentAvailability: () => payments.getPaymentAvailability(),
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
  getDrawVerification: () => draws.getDrawVerification(7),
  getPrizeClaims: () => draws.getPrizeClaims(),
  getOrderReceipt: () => receipts.getOrderReceipt('R-1'),
  getSubscriptions: () => subscriptions.getSubscriptions(),
  createSubscription: () =>
    subscriptions.createSubscription({
      tips: [[1, 2, 3, 4, 5, 6]],
      weekdays: null,
      drawCount: 4,
      minJackpot: null,
    }),
  changeSubscription: () => subscriptions.changeSubscription(3, { status: 'PAUSED' }),
  cancelSubscription: () => subscriptions.cancelSubscription(3),
  getSubscriptionRenewals: () => subscriptions.getSubscriptionRenewals(3),
  getResponsiblePlay: () => responsible.getResponsiblePlay(),
  setPlayLimit: () => responsible.setPlayLimit('DEPOSIT', 'DAY', 50_000),
  takeTimeOut: () => responsible.takeTimeOut('DAY'),
  setRealityCheck: () => responsible.setRealityCheck(30),
  getSelfExclusionOptions: () => responsible.getSelfExclusionOptions(),
  excludeSelf: () => responsible.excludeSelf('ONE_YEAR', 'secret'),
  getFavourites: () => favourites.getFavourites(),
  createFavourite: () => favourites.createFavourite({ name: 'A', numbers: [1, 2, 3, 4, 5, 6] }),
  updateFavourite: () => favourites.updateFavourite(4, { name: 'B', numbers: [1, 2, 3, 4, 5, 6] }),
  deleteFavourite: () => favourites.deleteFavourite(4),
  getTerms: () => terms.getTerms(),
  acceptTerms: () => terms.acceptTerms('2026-09'),
  getAlertPreferences: () => alerts.getAlertPreferences(),
  setAlertPreferences: () => alerts.setAlertPreferences({ wins: { sms: false } }),
  getAlerts: () => alerts.getAlerts(),
  readAlerts: () => alerts.readAlerts(),
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

  it.each(definitions())('%s: a lottery call with a policy row and its answer read', (id, d) => {
    expect(CALLS[id].service).toBe('lottery');
    // An answer read unchecked is documented only (decision 0202): not in the app's check.
    const checked = d.answer !== undefined && d.answer.checked !== false;
    expect(id in ANSWERS).toBe(checked);
    if (checked) expect(ANSWERS[id as keyof typeof ANSWERS]).toBe(d.answer?.schema);
  });
});
