export * from './common';
export * from './account';
export * from './cart';
export * from './games';
export * from './payments';
export * from './cms';
export * from './responsible-play';
export * from './favourites';
