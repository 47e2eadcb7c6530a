import type { Iqd } from '@/lib/api/types';
import { formatIqd } from '@/lib/format';
import { NotAvailable } from './not-available';

interface IqdFigureProps {
  /** The backend's amount; undefined while it has not given one (loading, failed, offline). */
  amount: Iqd | undefined;
  /** The screen's own wording of a known amount, e.g. `(a) => t('iqd', { amount: a })`. */
  children: (formatted: string) => string;
}

/**
 * A money figure from the backend, or a dash while there is none: never 0, so no screen states a
 * balance the backend did not state (decision 0175). Screen readers hear "not available".
 */
export function IqdFigure({ amount, children }: IqdFigureProps) {
  if (amount !== undefined) return <>{children(formatIqd(amount))}</>;
  return <NotAvailable />;
}
