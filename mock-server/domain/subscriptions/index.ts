/** Subscription rules (decisions 0224, 0225), pure: the service layer stores and books. */
export * from './input';
export * from './renewal';
