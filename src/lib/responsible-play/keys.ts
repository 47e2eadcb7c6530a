/** Query keys of the responsible-play extension (one server fact: the player's state). */
export const responsiblePlayKeys = {
  all: ['responsible-play'] as const,
  state: () => [...responsiblePlayKeys.all, 'state'] as const,
};
