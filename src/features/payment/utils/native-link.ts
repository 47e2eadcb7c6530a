/** The native app's scheme (not in the spec): the Android/iOS wrapper registers it. */
export const NATIVE_SCHEME = 'lottery://';

/** The native app's funds page for a checkout, or null when there is no checkout to hand over. */
export function nativeFundsLink(checkout: string | null): string | null {
  if (checkout === null || checkout.trim() === '') return null;
  return `${NATIVE_SCHEME}my_funds?${new URLSearchParams({ checkout }).toString()}`;
}

/** /payment_android queries: a whole amount of at least 1500 IQD and useToken true/false. */
export function readAndroidPayment(
  query: URLSearchParams,
  minimum: number,
): { amount: number; useToken: boolean } | null {
  const amountText = query.get('amount') ?? '';
  const useToken = query.get('useToken');
  if (!/^\d+$/.test(amountText) || (useToken !== 'true' && useToken !== 'false')) return null;
  const amount = Number(amountText);
  if (!Number.isSafeInteger(amount) || amount < minimum) return null;
  return { amount, useToken: useToken === 'true' };
}
