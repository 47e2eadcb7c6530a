import { checkedCall } from './http/checked-call';

/**
 * Where the money goes (extension, decision 0221): answers are money figures, so each is checked.
 * A 404 means the backend does not offer them: every charity line is hidden.
 */
export const getCharitySplit = () => checkedCall('getCharitySplit');

/** The held draws between two server dates (yyyy-MM-dd, both included), newest first. */
export const getCharityDraws = (from: string, to: string) =>
  checkedCall('getCharityDraws', { params: { from, to } });

/** The player's purchases' good-causes share in a calendar year (the backend's current one if none). */
export const getCharityContribution = (year?: number) =>
  checkedCall('getCharityContribution', { params: year === undefined ? {} : { year } });
