import { setTimeout as sleep } from 'node:timers/promises';
import type { V3MockServer } from '@pact-foundation/pact';
// Pact's own class, for the one method patched below (the package has no exports map).
import { InteractionWithResponse } from '@pact-foundation/pact/src/v4/http/interactionWithResponse';

/** What the patch reads of pact-core's handle (a private field of InteractionWithResponse). */
interface Bookkeeping {
  mockServerMatchedSuccessfully(port: number): boolean;
}
type TestFn = (server: V3MockServer) => Promise<unknown>;

const BOOKED_WITHIN_MS = 2_000;

/** Resolves once `isBooked()` holds, or at the deadline (the check that follows then fails). */
export async function untilBooked(isBooked: () => boolean, withinMs = BOOKED_WITHIN_MS) {
  const deadline = Date.now() + withinMs;
  while (!isBooked() && Date.now() < deadline) await sleep(5);
}

/**
 * From pact-core 19.1 (pact-js 16.3) the mock server answers a request before it books the match
 * (pact-foundation/pact-core-mock-server issue 13, fix unreleased for Node 20): checked right after
 * the answer, a busy machine now and then reads "expected but not received" for a request that was
 * answered. The versions without the race lack `comment` and `matchStatus`, which the pacts use,
 * and pact-js 17 needs Node 22. So every Pact test, once its calls are answered, waits until the
 * mock server has booked them (at most 2 s: a request really not sent still fails, 2 s later).
 * `mock-server-bookkeeping.test.ts` fails without this wait (decision 0235).
 */
export function waitForBookedAnswers(): void {
  const proto = InteractionWithResponse.prototype as unknown as {
    executeTest(this: { pact: Bookkeeping }, testFn: TestFn): Promise<unknown>;
  };
  const execute = proto.executeTest;
  if ((execute as { booked?: true }).booked) return;
  const patched = function (this: { pact: Bookkeeping }, testFn: TestFn) {
    const pact = this.pact;
    return execute.call(this, async (server) => {
      const value = await testFn(server);
      await untilBooked(() => pact.mockServerMatchedSuccessfully(server.port));
      return value;
    });
  };
  proto.executeTest = Object.assign(patched, { booked: true as const });
}
