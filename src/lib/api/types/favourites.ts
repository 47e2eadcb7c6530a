import type { Infer } from '../contract/define';
import type { favourite } from '../contract/favourites';

/**
 * Extension (not in the spec's section 7; docs/decisions/0018-extension-calls-favourites.md): a logged-in player's saved
 * grids. Pinned in contracts/pacts/lottery-web-lottery-api-extensions.json.
 */
export type Favourite = Infer<typeof favourite>;

/** Body of POST /users/favourites and PUT /users/favourites/{favouriteId}. */
export type FavouriteInput = Pick<Favourite, 'name' | 'numbers'>;
