import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { Favourite, FavouriteInput } from '@/lib/api/types';
import { favouritesToMove, MAX_FAVOURITES } from './favourite-rules';
import { moveToAccount } from './favourites-calls';
import { favouriteKeys } from './keys';
import { localFavouriteActions, localFavourites } from './local-favourites';

// One move at a time, even when several components show favourites.
let moving = false;

/**
 * After a login, the favourites the visitor kept in this browser move to the account (those the
 * account already holds are skipped), then leave the browser. `account` is the account's list
 * (null: the backend has no favourites, so they stay in the browser; undefined: not loaded yet).
 */
export function useMoveVisitorFavourites(account: Favourite[] | null | undefined) {
  const queryClient = useQueryClient();
  const { mutateAsync: move } = useMutation<void, Error, readonly FavouriteInput[]>({
    mutationKey: favouriteKeys.move(),
    mutationFn: moveToAccount,
  });
  const pending = useSnapshot(localFavourites).list.length > 0;
  useEffect(() => {
    if (!account || !pending || moving) return;
    const room = Math.max(0, MAX_FAVOURITES - account.length);
    const moves = favouritesToMove(localFavourites.list, account).slice(0, room);
    moving = true;
    move(moves.map(({ name, numbers }) => ({ name, numbers })))
      .then(() => localFavouriteActions.clear())
      // A failure keeps them in the browser; the next visit tries again.
      .catch(() => undefined)
      .finally(() => {
        moving = false;
        void queryClient.invalidateQueries({ queryKey: favouriteKeys.all });
      });
  }, [account, pending, move, queryClient]);
}
