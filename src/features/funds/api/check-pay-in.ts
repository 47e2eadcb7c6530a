import { api } from '@/lib/api';
import { outcomeOf, type PayInOutcome } from '@/lib/payment';

/** One look at a pay-in: its outcome, or null while the backend still says PENDING. */
export const checkPayInOutcome = async (paymentId: string): Promise<PayInOutcome | null> =>
  outcomeOf(await api.checkPayIn(paymentId));
