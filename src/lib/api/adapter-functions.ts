/**
 * Every adapter function of section 7 and the extensions, module by module: one namespace for
 * `httpAdapter` (one object of getters in the bundle, not one per module).
 */
export * from './account';
export * from './alerts';
export * from './cart';
export * from './charity-calls';
export * from './cms';
export * from './cms-causes';
export * from './draw-certificates';
export * from './draws';
export * from './favourites';
export * from './games';
export * from './payments';
export * from './play-session-calls';
export * from './player-care-calls';
export * from './receipts';
export * from './responsible-play';
export * from './subscriptions';
export * from './terms';
