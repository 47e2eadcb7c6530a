import type { CallId } from '../calls';
import { ACCOUNT } from './account';
import { AUTH } from './auth';
import { CART } from './cart';
import { CHARITY } from './charity';
import { ALERTS } from './alerts';
import { DRAW_PROOF } from './draw-proof';
import { FAVOURITES } from './favourites';
import { PLAYER_CARE } from './player-care';
import type { CallDefinition } from './define';
import { PLAY_SESSION } from './play-session';
import { PRIZE_CLAIMS } from './prize-claims';
import { RECEIPTS } from './receipts';
import { RESPONSIBLE_PLAY } from './responsible-play';
import { SELF_EXCLUSION } from './self-exclusion';
import { SUBSCRIPTIONS } from './subscriptions';
import { TERMS } from './terms';
import { PAYMENTS } from './payments';
import { GAMES } from './games';
import { WALLET } from './wallet';

/**
 * Every call defined once (decision 0291), group by group; the calls not yet here are still
 * described in contracts/openapi/build/operations*.ts and src/lib/api/schemas/answers.ts.
 * Not imported by the start route: it carries zod schemas.
 */
export const DEFINITIONS = {
  ...AUTH,
  ...ACCOUNT,
  ...WALLET,
  ...CART,
  ...GAMES,
  ...PAYMENTS,
  ...CHARITY,
  ...PLAY_SESSION,
  ...PLAYER_CARE,
  ...DRAW_PROOF,
  ...PRIZE_CLAIMS,
  ...RECEIPTS,
  ...SUBSCRIPTIONS,
  ...RESPONSIBLE_PLAY,
  ...SELF_EXCLUSION,
  ...FAVOURITES,
  ...TERMS,
  ...ALERTS,
} satisfies Partial<Record<CallId, CallDefinition>>;

export type DefinedCall = keyof typeof DEFINITIONS;

/** The definitions as a plain list, for the generators. */
export const definitions = () => Object.entries(DEFINITIONS) as [DefinedCall, CallDefinition][];
