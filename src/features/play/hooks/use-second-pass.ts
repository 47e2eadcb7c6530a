import { startTransition, useEffect, useState } from 'react';
import { useFirstPass } from '@/lib/first-pass';

/**
 * False in the page's first commit, true in a second one right after: what lies below the first
 * screen on a phone renders in its own pass, so the first paint (title, jackpot, board) does not
 * wait for it, and the main thread gets a break between the two. On a prerendered page it waits
 * for the first pass's end (decision 0232): it renders with the start data, as it always did,
 * not as empty cards that then grow.
 */
export function useSecondPass(): boolean {
  const [second, setSecond] = useState(false);
  const firstPass = useFirstPass();
  useEffect(() => startTransition(() => setSecond(true)), []);
  return second && !firstPass;
}
