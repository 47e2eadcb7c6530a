import type { Infer } from '../contract/define';
import type { charityContribution, charityDraws } from '../contract/charity';

export type { CharitySplit } from '../charity/split';

/** GET /charity/draws?from&to: the held draws in the range, newest first, and their sum. */
export type CharityDraws = Infer<typeof charityDraws>;

/** One held draw and what it raised for good causes (extension, decision 0221). */
export type CharityDraw = CharityDraws['draws'][number];

/** GET /users/charity/contribution?year: the player's purchases' good-causes share in that year. */
export type CharityContribution = Infer<typeof charityContribution>;
