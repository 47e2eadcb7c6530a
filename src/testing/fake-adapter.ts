import { httpAdapter, setAdapter, type Adapter } from '@/lib/api/adapter';
import { ApiError } from '@/lib/api/errors';

/** Calls a test made without stubbing them; the global setup fails the test if any is left. */
const unstubbedCalls: string[] = [];

/** Takes (and forgets) the unstubbed calls made since the last take. */
export function takeUnstubbedCalls(): string[] {
  return unstubbedCalls.splice(0);
}

function unstubbed(name: string) {
  return (): Promise<never> => {
    unstubbedCalls.push(`api.${name}`);
    return Promise.reject(
      new Error(`unstubbed call api.${name}: stub it in the test (fakeAdapter({ ${name} }))`),
    );
  };
}

/**
 * Extension calls a test gets as "not offered" (404) unless it stubs them: the charity lines, the
 * alerts badge and the Subscribe links sit on many screens, and without the extension those
 * screens behave as they always did.
 */
const NOT_OFFERED = [
  'getCharitySplit',
  'getCharityDraws',
  'getCharityContribution',
  // Player care (decision 0286): the account page and My Vouchers ask for them.
  'getRiskStatus',
  'getOffers',
  'getGameRecall',
  'getAlerts',
  'getAlertPreferences',
  'getSubscriptions',
  'getPaymentAvailability',
  'getPrizeClaims',
  // Mounted for every logged-in page (decisions 0282, 0283): absent unless a test stubs them.
  'getSessionLimit',
  'getSpendingOverview',
  // Asked after a purchase so the device keeps the bought draws' commitments (decision 0263).
  'getDrawVerification',
] as const;

const notOffered = (name: string) => (): Promise<never> =>
  Promise.reject(
    new ApiError('Request failed with status code 404', name as never, 404, undefined),
  );

/**
 * A whole Adapter that never reaches a network: the given calls answer, every other call rejects
 * with "unstubbed call api.x" and fails the test at its end, even if the app swallowed the error.
 */
export function fakeAdapter<C extends Partial<Adapter>>(calls: C): Adapter & C {
  const fake: Record<string, unknown> = {};
  for (const name of Object.keys(httpAdapter)) {
    const absent = (NOT_OFFERED as readonly string[]).includes(name) ? notOffered : unstubbed;
    fake[name] = calls[name as keyof C] ?? absent(name);
  }
  return fake as Adapter & C;
}

/** Installs fakeAdapter(calls) as the app's adapter and returns the calls (often vi.fn()s). */
export function fakeApi<C extends Partial<Adapter>>(calls: C = {} as C): C {
  setAdapter(fakeAdapter(calls));
  return calls;
}
