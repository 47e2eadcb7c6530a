import { createContext, useContext, type ReactNode } from 'react';

/** What a page offers under one complete grid (today: "Save as favourite"). */
export type GridAction = (numbers: readonly number[]) => ReactNode;

const GridActionContext = createContext<GridAction | null>(null);

/**
 * Set by the page module that composes the screen (src/pages): a feature that shows grids (play,
 * the checker, tickets) leaves a place for an action it does not know, so no feature imports
 * another. Its value is a module-level function, so the provider never re-renders its page.
 */
export const GridActionProvider = GridActionContext.Provider;

/** The page's action for these numbers, or nothing where the page offers none. */
export function GridActionSlot({ numbers }: { numbers: readonly number[] }) {
  const action = useContext(GridActionContext);
  return action ? action(numbers) : null;
}
