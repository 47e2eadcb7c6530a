/** The grids a Subscribe link hands to the subscribe page (router state: nothing in the URL). */
export interface SubscribeRouteState {
  subscribeTips: number[][];
}

export const subscribeRouteState = (tips: readonly (readonly number[])[]): SubscribeRouteState => ({
  subscribeTips: tips.map((grid) => [...grid]),
});

/** The grids in a location's state, or none when it holds something else. */
export function tipsFromRouteState(state: unknown): number[][] {
  if (typeof state !== 'object' || state === null || !('subscribeTips' in state)) return [];
  const tips = (state as { subscribeTips: unknown }).subscribeTips;
  return Array.isArray(tips)
    ? tips.filter((g): g is number[] => Array.isArray(g) && g.every(Number.isInteger))
    : [];
}
