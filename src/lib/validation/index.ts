export * from './messages';
export * from './digits';
export * from './numeric-input';
export * from './password';
export * from './phone';
export * from './date-of-birth';
export * from './identity';
export * from './amounts';
