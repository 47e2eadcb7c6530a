/** The fake's seeded demo players and their password (one module: fixtures/demo-players.ts). */
export { DEMO_PASSWORD as PASSWORD, DEMO_PLAYERS as PLAYERS } from '../../fixtures/demo-players';
