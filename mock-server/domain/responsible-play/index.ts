/**
 * Responsible-play rules (docs/decisions/0017-extension-calls-responsible-play.md, docs/behaviour.md 281-283), pure: every function takes `now` and the
 * player's state and answers a new state or a refusal. The service layer stores the state.
 */
export * from './state';
export * from './limits';
export * from './breaks';
export * from './self-exclusion';
export * from './session-cap';
export * from './spending-overview';
