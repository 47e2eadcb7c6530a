export { useInteracted } from './first-interaction';
export { yieldToMain } from './yield-to-main';
