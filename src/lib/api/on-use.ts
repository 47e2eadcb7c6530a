import type * as OnUse from './on-use-calls';
import type * as Start from './start-calls';

/** on-use-calls.ts also re-exports the start calls (account.ts lists them); normaliseArticle is no call. */
export type OnUseCalls = Omit<typeof OnUse, keyof typeof Start | 'normaliseArticle'>;

const NAMES = [
  'login',
  'forgotPassword',
  'register',
  'confirmMobileNumber',
  'resendMobileConfirmation',
  'resetPasswordWithCode',
  'updateProfile',
  'getBookings',
  'withdraw',
  'changePassword',
  'selfBlock',
  'selfClose',
  'updateCommunicationPreferences',
  'setLanguage',
  'getMessages',
  'getVouchers',
  'redeemVoucher',
  'confirmEmail',
  'getPaymentAccounts',
  'addTicketToCart',
  'addTicketsToCart',
  'deleteCartPosition',
  'recalculateCart',
  'purchaseCart',
  'getCartVouchers',
  'addVoucherToCart',
  'getContentPage',
  'getHomepage',
  'getLatestNews',
  'getAllNewsTop3',
  'getAllNews',
  'getNewsArticle',
  'getPrivacyPolicy',
  'getTermsAndConditions',
  'getVoucherTerms',
  'getFavourites',
  'createFavourite',
  'updateFavourite',
  'deleteFavourite',
  'getOrderReceipt',
  'invokePayIn',
  'submitPayInResult',
  'checkPayIn',
  'getResponsiblePlay',
  'setPlayLimit',
  'takeTimeOut',
  'setRealityCheck',
  'getTerms',
  'acceptTerms',
  'getDrawWinnings',
  'getDrawInformation',
] as const satisfies readonly (keyof OnUseCalls)[];

// A call added to on-use-calls.ts but missing above fails to compile here.
const everyCallNamed: [Exclude<keyof OnUseCalls, (typeof NAMES)[number]>] extends [never]
  ? true
  : never = true;

const loadCalls = () => import('./on-use-calls');

/** Starts loading the calls before their first use (an opening route that will make them). */
export const warmOnUseCalls = (): void => void loadCalls().catch(() => undefined);

/**
 * Each call loads on-use-calls.ts with its first use, then calls it: the start route does not
 * carry the code of calls it never makes. Every call answers a promise either way.
 */
export const onUseCalls = Object.fromEntries(
  NAMES.map((name) => [
    name,
    (...args: unknown[]) =>
      loadCalls().then((calls) =>
        (calls[name] as (...params: unknown[]) => Promise<unknown>)(...args),
      ),
  ]),
) as unknown as OnUseCalls;
void everyCallNamed;
