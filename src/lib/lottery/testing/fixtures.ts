// Kept so older imports compile; the helpers live in src/testing.
export * from '@/testing/lottery-fixtures';
export { fakeApi } from '@/testing/fake-adapter';
