export * from './messages';
export * from './digits';
export * from './password';
export * from './phone';
export * from './date-of-birth';
export * from './identity';
export * from './amounts';
export * from './use-form';
