import { startTransition, useEffect, useState } from 'react';

/**
 * False in the page's first commit, true in a second one right after: what lies below the first
 * screen on a phone renders in its own pass, so the first paint (title, jackpot, board) does not
 * wait for it, and the main thread gets a break between the two.
 */
export function useSecondPass(): boolean {
  const [second, setSecond] = useState(false);
  useEffect(() => startTransition(() => setSecond(true)), []);
  return second;
}
