export { storage, STORAGE_KEYS } from './storage';
export { resettableProxy, resetAllStores } from './resettable';
