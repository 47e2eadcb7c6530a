// The receipt entity: a purchase's receipt (extension call), read by the receipt page and the
// cart's success page.
export { receiptKeys } from './keys';
export { fetchOrderReceipt, orderReceiptQuery, useOrderReceipt } from './get-order-receipt';
