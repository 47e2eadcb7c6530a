import { describe, expect, it } from 'vitest';
import { namespacesOf } from './use-dialog-text';

describe('namespacesOf', () => {
  it('lists the namespaces of the keys, common first, plain texts ignored', () => {
    expect(
      namespacesOf([
        { key: 'auth:emailConfirmation.title' },
        'Plain text',
        undefined,
        { key: 'errors:generic' },
        { key: 'actions.ok' },
        { key: 'auth:emailConfirmation.login' },
      ]),
    ).toEqual(['common', 'auth', 'errors']);
  });
});
