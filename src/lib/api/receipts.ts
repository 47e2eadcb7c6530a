import { checkedCall } from './http/checked-call';

/**
 * Extension call (decision 0178): a purchase's cost, vouchers and amount paid. A 404 means the
 * backend does not offer it (or does not know the receipt): the app then shows the ticket record.
 */
export const getOrderReceipt = (receiptNumber: string) =>
  checkedCall('getOrderReceipt', { path: { receiptNumber } });
