import { PATHS } from '@/lib/navigation';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { isApiError, isUnreadableAnswer } from '@/lib/api/errors';
import { liabilityCapRefusal } from '@/lib/api/liability-refusal';
import { showDialog } from '@/lib/alerts';
import { draftStore } from '@/entities/draft';
import { completeGrids, ticketProblem, type PickRules } from '@/lib/lottery/pick-rules';
import { useSingleFlight } from '@/lib/query';
import { useIsLoggedIn } from '@/entities/session';
import { useAddToCart } from '../api/use-add-to-cart';
import { playActions } from '../stores/play-draft';
import { UNCONFIRMED_ADD } from '@/entities/cart';

/** Where a visitor goes to log in; the draft waits in sessionStorage. */
export const LOGIN_FOR_PLAY = `${PATHS.login}?redirect=${PATHS.play6of29}`;

/** Shows the section 6 "log in to buy" dialog; closing it goes to the login page. */
export function askToLogIn(navigate: (to: string) => void): void {
  showDialog({
    kind: 'info',
    title: { key: 'play:login.title' },
    text: { key: 'play:login.message' },
    buttons: [{ label: { key: 'play:login.ok' }, action: 'close' }],
    onClose: () => navigate(LOGIN_FOR_PLAY),
  });
}

/**
 * Validates the draft and puts it in the cart: visitors are asked to log in first (their picks
 * stay), a logged-in player goes to the cart with the ticket in it, or to the cart with "could
 * not confirm" when the answer could not be read (decision 0176).
 */
export function useSubmitTicket(ticketTypeName: string | undefined, rules: PickRules) {
  const navigate = useNavigate();
  const draft = useSnapshot(draftStore);
  const loggedIn = useIsLoggedIn();
  const addToCart = useAddToCart();
  const flight = useSingleFlight();
  const [attempted, setAttempted] = useState(false);
  const [failed, setFailed] = useState(false);
  // Indexes of the draft's grids the backend refused at the liability cap (decision 0281).
  const [capped, setCapped] = useState<number[]>([]);
  const problem = ticketProblem(draft.grids as number[][], draft.drawIds as number[], rules);
  const key = (grid: readonly number[]) => [...grid].sort((a, b) => a - b).join(',');

  const submit = () => {
    setAttempted(true);
    setFailed(false);
    setCapped([]);
    if (problem || !ticketTypeName || addToCart.isPending) return;
    if (!loggedIn) return askToLogIn(navigate);
    const ticket = {
      ticketTypeName,
      drawIds: [...draft.drawIds],
      tips: completeGrids(draft.grids as number[][], rules).map((g) => [...g]),
    };
    // One ticket per action: a second click in the same task finds the first in flight.
    flight(() => addToCart.mutateAsync(ticket))?.then(
      () => {
        playActions.reset();
        navigate(PATHS.cart);
      },
      (error: unknown) => {
        if (isApiError(error) && error.status === 401) askToLogIn(navigate);
        // The ticket may be in the cart: the cart, asked again, says (the draft stays here).
        else if (isUnreadableAnswer(error)) navigate(PATHS.cart, { state: UNCONFIRMED_ADD });
        else {
          const refusal = liabilityCapRefusal(error);
          const refused = new Set(refusal?.tips.map(key));
          const indexes = draftStore.grids.flatMap((g, i) => (refused.has(key(g)) ? [i] : []));
          if (indexes.length > 0) setCapped(indexes);
          else setFailed(true);
        }
      },
    );
  };

  /** Change a number: the first refused grid goes on the board of the play page. */
  const changeNumber = () => {
    if (capped[0] !== undefined) playActions.editGrid(capped[0]);
    setCapped([]);
    navigate(PATHS.play6of29);
  };
  /** Quick pick: new numbers for every refused grid, the first on the board. */
  const quickPick = () => {
    playActions.repick(capped, rules);
    setCapped([]);
  };

  return {
    submit,
    problem: attempted ? problem : null,
    failed,
    capped: capped.length,
    changeNumber,
    quickPick,
    pending: addToCart.isPending,
  };
}
