import type { ApiError } from '@/lib/api/errors';
import { ApiErrorCode } from '@/lib/api/types';
import { formatIqd } from '@/lib/format';
import type { DialogText } from './alert-store';

/** Section 8's catalogue: the errors-namespace key of each body code. */
const KEY_BY_CODE: Record<string, string> = {
  [ApiErrorCode.InvalidCredentials]: 'errors:loginFailed',
  [ApiErrorCode.AccountSuspended]: 'errors:loginSuspended',
  [ApiErrorCode.AccountClosed]: 'errors:loginSuspended',
  // Responsible-play extension: a self-excluded player is told why, not "suspended".
  ACCOUNT_SELF_EXCLUDED: 'errors:loginSelfExcluded',
  [ApiErrorCode.NumberExists]: 'errors:numberExists',
  [ApiErrorCode.ValidationFailed]: 'errors:registrationFailed',
  [ApiErrorCode.WrongCode]: 'errors:wrongCode',
  [ApiErrorCode.TooManyAttempts]: 'errors:tooManyAttempts',
  [ApiErrorCode.ResendCooldown]: 'errors:resendFailed',
  [ApiErrorCode.InvalidSecurityCode]: 'errors:resetPasswordFailed',
  [ApiErrorCode.UniqueViolation]: 'errors:emailNotStored',
  [ApiErrorCode.AccountNotClosable]: 'errors:closeAccountFailed',
  [ApiErrorCode.InvalidAmount]: 'errors:deposit.invalidAmount',
  [ApiErrorCode.AmountAboveLimit]: 'errors:deposit.aboveLimit',
  [ApiErrorCode.InvalidVoucher]: 'errors:voucherInvalid',
  [ApiErrorCode.TermsNotAccepted]: 'errors:termsNotAccepted',
  [ApiErrorCode.SpendingLimitExceeded]: 'errors:spendingLimit',
  [ApiErrorCode.NumbersSoldOut]: 'errors:soldOutAll',
  [ApiErrorCode.EmailNotConfirmed]: 'errors:emailNotConfirmed',
  [ApiErrorCode.PaymentTimeout]: 'errors:depositTimeout',
  // Extension: a cart holds at most 100 positions (behaviour 23). In the cart namespace: not a
  // start text, the dialog loads it when shown.
  CART_FULL: 'cart:cartFull',
  // Extension (decision 0281): at purchase, a combination another player took to the cap. In
  // the cart namespace, not a start text, as CART_FULL.
  [ApiErrorCode.LiabilityCapReached]: 'cart:liabilityCap',
};

/** The translated message for an API failure (as an i18n key with its values). */
export function errorMessage(error: ApiError): DialogText {
  if (error.isNetworkError) return { key: 'errors:noConnection.text' };
  const code = error.code;
  if (code === ApiErrorCode.InsufficientBalance) {
    const missing = Number(error.body?.details?.missingAmount ?? 0);
    return { key: 'errors:insufficientBalance.text', values: { amount: formatIqd(missing) } };
  }
  if (code && KEY_BY_CODE[code]) return { key: KEY_BY_CODE[code] };
  if (error.status !== undefined && error.status >= 500) return { key: 'errors:serverError' };
  return { key: 'errors:generic' };
}
