import type { Favourite, FavouriteInput } from '../../src/lib/api/types';
import { now } from '../clock';
import { db, nextId } from '../db';
import { toServerDateTime } from '../domain/dates';
import { DomainError } from '../domain/errors';
import { MAX_FAVOURITES, validateFavourite } from '../domain/favourites';
import type { PlayerRow } from './ledger';
import { byKey } from '../db-keys';

type FavouriteRow = NonNullable<ReturnType<typeof db.favourite.findFirst>>;

const toFavourite = (row: FavouriteRow): Favourite => ({
  favouriteId: row.favouriteId,
  name: row.name,
  numbers: [...row.numbers],
  created: toServerDateTime(row.created),
});

const rowsOf = (playerId: number) =>
  db.favourite
    .findMany({ where: { playerId: { equals: playerId } } })
    .sort((a, b) => a.favouriteId - b.favouriteId);

/** Another player's favourite answers 404 too: ids reveal nothing. */
function ownRow(player: PlayerRow, favouriteId: unknown): FavouriteRow {
  const row = byKey('favourite', Number(favouriteId));
  if (!row || row.playerId !== player.id)
    throw new DomainError(404, 'NOT_FOUND', 'No such favourite');
  return row;
}

export const listFavourites = (player: PlayerRow): Favourite[] =>
  rowsOf(player.id).map(toFavourite);

export function createFavourite(player: PlayerRow, body: Partial<FavouriteInput>): Favourite {
  const input = validateFavourite(body);
  if (rowsOf(player.id).length >= MAX_FAVOURITES)
    throw new DomainError(400, 'FAVOURITES_LIMIT', `At most ${MAX_FAVOURITES} favourites`);
  const row = db.favourite.create({
    favouriteId: nextId('favourite', 500),
    playerId: player.id,
    ...input,
    created: now(),
  });
  return toFavourite(row);
}

export function updateFavourite(
  player: PlayerRow,
  favouriteId: unknown,
  body: Partial<FavouriteInput>,
): Favourite {
  const row = ownRow(player, favouriteId);
  const input = validateFavourite(body);
  const updated = db.favourite.update({
    where: { favouriteId: { equals: row.favouriteId } },
    data: input,
    strict: true,
  });
  return toFavourite(updated);
}

export function deleteFavourite(player: PlayerRow, favouriteId: unknown): void {
  const row = ownRow(player, favouriteId);
  db.favourite.delete({ where: { favouriteId: { equals: row.favouriteId } } });
}
