import { routes } from './route';

/** Signing in and the player's own pages. */
export const ACCOUNT_ROUTES = routes({
  login: { path: '/login', title: 'login', noReturn: true },
  register: { path: '/register', title: 'register', noReturn: true },
  verifyAccount: {
    path: '/verify_account',
    title: 'verifyAccount',
    auth: true,
    unverifiedAllowed: true,
  },
  forgotPassword: { path: '/forgot_password', title: 'forgotPassword' },
  changePassword: { path: '/change_password', title: 'changePassword' },
  myAccount: { path: '/my_account', title: 'myAccount', auth: true, unverifiedAllowed: true },
  myFunds: { path: '/my_funds', title: 'myFunds', auth: true },
  settings: { path: '/settings', title: 'settings', auth: true },
  myVouchers: { path: '/my_vouchers', title: 'myVouchers', auth: true },
  voucherTerms: { path: '/my_vouchers_terms_and_conditions', title: 'voucherTerms' },
  notifications: { path: '/notifications', title: 'notifications', auth: true },
  responsiblePlay: { path: '/responsible_play', title: 'responsiblePlay', auth: true },
  favourites: { path: '/my_favourites', title: 'favourites' },
  /** The last 10 plays (extension, decision 0286). */
  gameRecall: { path: '/game_recall', title: 'gameRecall', auth: true },
});
