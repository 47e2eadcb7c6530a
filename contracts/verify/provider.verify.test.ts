import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFake, type RunningFake } from './fake-server';
import { extensionPactFiles, urlsUnder, verifyPacts } from './verify';

// Runs after the consumer tests (see the test:contracts script), against the pacts they wrote.
describe('the bundled fake honours the pacts', () => {
  let fake: RunningFake;
  beforeAll(async () => {
    fake = await startFake();
  });
  afterAll(async () => {
    await fake?.stop();
  });

  it('verifies the lottery API pact', () =>
    verifyPacts({ urls: urlsUnder(fake.baseUrl), only: 'lottery' }));

  it('verifies the content service pact', () =>
    verifyPacts({ urls: urlsUnder(fake.baseUrl), only: 'cms' }));

  it('verifies the extension pacts (calls the spec lacks)', async () => {
    expect(extensionPactFiles().length).toBeGreaterThan(0);
    await verifyPacts({ urls: urlsUnder(fake.baseUrl), only: 'extensions' });
  });
});
