export { BOOKINGS_PAGE_SIZE, bookingsQuery, useBookings } from './use-bookings';
export { useInvokePayIn } from './use-invoke-pay-in';
export { useWithdraw } from './use-withdraw';
