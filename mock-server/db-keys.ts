import { db, type Db } from './db';
import { currentWorld } from './world/current';

type Model = Exclude<keyof Db, symbol>;
type Row<M extends Model> = ReturnType<Db[M]['findFirst']>;
interface Store {
  getModel(name: string): Map<unknown, unknown>;
}

/** Each model's primary key (db.ts), for the fallback below. */
const PRIMARY: Record<Model, string> = {
  player: 'id',
  session: 'id',
  booking: 'bookingId',
  voucherCode: 'code',
  voucher: 'voucherId',
  draw: 'drawId',
  order: 'orderId',
  position: 'positionId',
  ticket: 'ticketId',
  payment: 'paymentId',
  paymentAccount: 'paymentAccountId',
  playState: 'playerId',
  favourite: 'favouriteId',
  inbox: 'id',
};

const stores = new WeakMap<object, Store | null>();

/** @mswjs/data's own store (a Map per model, keyed by primary key), when it can be reached. */
function storeOf(factory: object): Store | null {
  let store = stores.get(factory);
  if (store === undefined) {
    const symbol = Object.getOwnPropertySymbols(factory).find(
      (s) => s.description === 'databaseInstance',
    );
    const found = symbol && (factory as Record<symbol, unknown>)[symbol];
    store = found && typeof (found as Store).getModel === 'function' ? (found as Store) : null;
    stores.set(factory, store);
  }
  return store;
}

/**
 * The row with this primary key, or null. @mswjs/data answers `findFirst` by primary key with a
 * scan that compiles the query for every row (most of an authenticated call's time with a few
 * thousand sessions); its store is a Map, so this is one lookup. Same rows, same objects.
 */
export function byKey<M extends Model>(model: M, key: string | number): Row<M> {
  // The current world's own factory (`db` is a proxy to it, which hides its symbols).
  const store = storeOf(currentWorld().db);
  if (store) return (store.getModel(model).get(key) ?? null) as Row<M>;
  // Fallback should a version of @mswjs/data hide its store: the same answer, the slow way.
  return (db[model].findFirst as (q: unknown) => Row<M>)({
    where: { [PRIMARY[model]]: { equals: key } },
  });
}
