/**
 * Every call outside start-calls.ts and games.ts: loaded with the first of them (adapter.ts), so
 * the start route does not carry the code of calls it never makes.
 */
export * from './account';
export * from './cart';
export * from './cms';
export * from './draws';
export * from './favourites';
export * from './payments';
export * from './receipts';
export * from './responsible-play';
export * from './terms';
