import type { Tables } from '../db-keys';
import type { World } from '../world/state';
import type { Favourite, FavouriteInput } from '../../src/lib/api/types';
import { now } from '../clock';
import { nextId, type Row } from '../db';
import { toServerDateTime } from '../domain/dates';
import { DomainError } from '../domain/errors';
import { MAX_FAVOURITES, validateFavourite } from '../domain/favourites';
import type { PlayerRow } from './ledger';
import { byKey } from '../db-keys';

type FavouriteRow = Row<'favourite'>;

const toFavourite = (row: FavouriteRow): Favourite => ({
  favouriteId: row.favouriteId,
  name: row.name,
  numbers: [...row.numbers],
  created: toServerDateTime(row.created),
});

const rowsOf = (world: Tables, playerId: number) =>
  world.db.favourite
    .findMany({ where: { playerId: { equals: playerId } } })
    .sort((a, b) => a.favouriteId - b.favouriteId);

/** Another player's favourite answers 404 too: ids reveal nothing. */
function ownRow(world: Tables, player: PlayerRow, favouriteId: unknown): FavouriteRow {
  const row = byKey(world, 'favourite', Number(favouriteId));
  if (!row || row.playerId !== player.id)
    throw new DomainError(404, 'NOT_FOUND', 'No such favourite');
  return row;
}

export const listFavourites = (world: World, player: PlayerRow): Favourite[] =>
  rowsOf(world, player.id).map(toFavourite);

export function createFavourite(
  world: World,
  player: PlayerRow,
  body: Partial<FavouriteInput>,
): Favourite {
  const input = validateFavourite(body);
  if (rowsOf(world, player.id).length >= MAX_FAVOURITES)
    throw new DomainError(400, 'FAVOURITES_LIMIT', `At most ${MAX_FAVOURITES} favourites`);
  const row = world.db.favourite.create({
    favouriteId: nextId(world, 'favourite', 500),
    playerId: player.id,
    ...input,
    created: now(world),
  });
  return toFavourite(row);
}

export function updateFavourite(
  world: Tables,
  player: PlayerRow,
  favouriteId: unknown,
  body: Partial<FavouriteInput>,
): Favourite {
  const row = ownRow(world, player, favouriteId);
  const input = validateFavourite(body);
  const updated = world.db.favourite.update({
    where: { favouriteId: { equals: row.favouriteId } },
    data: input,
    strict: true,
  });
  return toFavourite(updated);
}

export function deleteFavourite(world: Tables, player: PlayerRow, favouriteId: unknown): void {
  const row = ownRow(world, player, favouriteId);
  world.db.favourite.delete({ where: { favouriteId: { equals: row.favouriteId } } });
}
