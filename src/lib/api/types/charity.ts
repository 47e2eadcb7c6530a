import type { Iqd, ServerDate, ServerDateTime } from './common';

export type { CharitySplit } from '../charity/split';

/** One held draw and what it raised for good causes (extension, decision 0221). */
export interface CharityDraw {
  drawId: number;
  drawDate: ServerDateTime;
  /** The good-causes share of the draw's sales. */
  raised: Iqd;
  /** What the draws of the same calendar year raised up to and including this one (the backend's running total). */
  raisedThisYear: Iqd;
}

/** GET /charity/draws?from&to: the held draws in the range, newest first, and their sum. */
export interface CharityDraws {
  from: ServerDate;
  to: ServerDate;
  draws: CharityDraw[];
  /** The sum of `raised` over `draws`, stated by the backend. */
  total: Iqd;
}

/** GET /users/charity/contribution?year: the player's purchases' good-causes share in that year. */
export interface CharityContribution {
  year: number;
  goodCauses: Iqd;
}
