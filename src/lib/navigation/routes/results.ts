import { routes } from './route';

/** Results and the player tools around them: history, statistics, draws anyone can verify. */
export const RESULT_ROUTES = routes({
  more: { path: '/more', title: 'more' },
  results: { path: '/more/results', title: 'results', prerender: true },
  resultsHistory: { path: '/more/results/history', title: 'resultsHistory' },
  statistics: { path: '/more/results/statistics', title: 'statistics' },
  verifyDraw: { path: '/more/results/verify', title: 'verifyDraw' },
  // Where the money goes: the beneficiaries and what they received (decision 0223).
  causes: { path: '/good_causes', title: 'causes' },
});
