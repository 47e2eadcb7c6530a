import { routes } from './route';

/** The game: the start screen, the board, quick play and the honest odds (decision 0220). */
export const PLAY_ROUTES = routes({
  home: { path: '/', title: 'home', prerender: true },
  play6of29: { path: '/6of29', title: 'play6of29', prerender: true },
  quickPlay: { path: '/6of29_quickplay', title: 'quickPlay', prerender: true },
  odds: { path: '/6of29_odds', title: 'odds' },
  cart: { path: '/cart', title: 'cart', auth: true },
  purchaseSuccess: { path: '/purchase_success', title: 'purchaseSuccess', auth: true },
  // Subscriptions (decision 0224): offered where the backend has them.
  subscriptions: { path: '/my_subscriptions', title: 'subscriptions', auth: true },
  subscribe: { path: '/subscribe', title: 'subscribe', auth: true },
  subscriptionRenewals: {
    path: '/my_subscriptions/renewals',
    title: 'subscriptionRenewals',
    auth: true,
  },
});
