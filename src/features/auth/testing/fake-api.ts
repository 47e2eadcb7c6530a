// Kept so older imports compile; the helpers live in src/testing.
export { apiError, fakePlayerApi as fakeApi, loginResponse } from '@/testing/player-api';
