// The receipt feature's door: the cart's success page reads a purchase's receipt through it.
export { receiptKeys } from './keys';
export { fetchOrderReceipt, orderReceiptQuery, useOrderReceipt } from './get-order-receipt';
