import { createDb, type Db } from './db';

type Model = Exclude<keyof Db, symbol>;
type Row<M extends Model> = ReturnType<Db[M]['findFirst']>;
type Entity = Record<string, unknown>;

/** Each model's primary key (db.ts). */
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
  alertState: 'playerId',
  subscription: 'subscriptionId',
  renewal: 'key',
};

/** Each model's rows by primary key, the same objects @mswjs/data holds. */
export type KeyIndex = Map<Model, Map<unknown, Entity>>;

/**
 * A world's tables: its db and their rows by key. A store of the fake (`services/`) takes these
 * and nothing else of the world where that is all it needs; the clock, scenario, journal and
 * faults are for the rules that use them (issue 41).
 */
export interface Tables {
  db: Db;
  keys: KeyIndex;
}

interface Writes {
  create(values: unknown): Entity;
  update(query: unknown): Entity | null;
  updateMany(query: unknown): Entity[] | null;
  delete(query: unknown): Entity | null;
  deleteMany(query: unknown): Entity[] | null;
}

/** Keeps `rows` in step with every write of a model (its API's functions close over no `this`). */
function indexWrites(api: Writes, key: string, rows: Map<unknown, Entity>): void {
  const { create, update, updateMany, delete: remove, deleteMany } = api;
  const put = (row: Entity | null) => (row && rows.set(row[key], row), row);
  api.create = (values) => put(create(values)) as Entity;
  api.update = (query) => put(update(query));
  api.updateMany = (query) => {
    const updated = updateMany(query);
    updated?.forEach(put);
    return updated;
  };
  api.delete = (query) => {
    const row = remove(query);
    if (row) rows.delete(row[key]);
    return row;
  };
  api.deleteMany = (query) => {
    const removed = deleteMany(query);
    removed?.forEach((row) => rows.delete(row[key]));
    return removed;
  };
}

/**
 * A world's db with a primary-key index beside it. @mswjs/data answers `findFirst` by primary
 * key with a scan that compiles the query for every row (most of an authenticated call's time
 * with a few thousand sessions); the index answers with one Map lookup, through its public API.
 */
export function createKeyedDb(): Tables {
  const db = createDb();
  const keys: KeyIndex = new Map();
  for (const model of Object.keys(PRIMARY) as Model[]) {
    const rows = new Map<unknown, Entity>();
    keys.set(model, rows);
    indexWrites(db[model] as unknown as Writes, PRIMARY[model], rows);
  }
  return { db, keys };
}

/** The row with this primary key, or null (a row whose key an update changed is not found). */
export function byKey<M extends Model>(
  world: { keys: KeyIndex },
  model: M,
  key: string | number,
): Row<M> {
  const row = world.keys.get(model)?.get(key);
  return (row && row[PRIMARY[model]] === key ? row : null) as Row<M>;
}
