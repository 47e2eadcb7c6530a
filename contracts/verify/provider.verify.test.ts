import { afterAll, beforeAll, describe, it } from 'vitest';
import { startFake, type RunningFake } from './fake-server';
import { urlsUnder, verifyPacts } from './verify';

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

  it('verifies the lottery API extensions pact', () =>
    verifyPacts({ urls: urlsUnder(fake.baseUrl), only: 'extensions' }));
});
