import type { Ticket } from '@/lib/api/types';

/** +9647701234567 → +964 770 •••• 567: enough to recognise, not enough to reuse. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.length < 7) return '•'.repeat(digits.length);
  const start = digits.startsWith('+964') ? `+964 ${digits.slice(4, 7)}` : digits.slice(0, 3);
  return `${start} •••• ${digits.slice(-3)}`;
}

/** What the ticket cost: grids × draws × stake, unless the backend answered the cost itself. */
export const receiptCost = (ticket: Ticket): number =>
  ticket.ticketCost > 0
    ? ticket.ticketCost
    : ticket.tips.length * ticket.drawIds.length * ticket.stake;
