import { routes } from './route';

/** The player's tickets, their details and e-receipts. */
export const TICKET_ROUTES = routes({
  upcomingTickets: { path: '/upcoming_tickets', title: 'upcomingTickets', auth: true },
  drawnTickets: { path: '/drawn_tickets', title: 'drawnTickets', auth: true },
  upcomingTicketsDetails: {
    path: '/upcoming_tickets_details',
    title: 'upcomingTicketsDetails',
    auth: true,
  },
  drawnTicketsDetails: { path: '/drawn_tickets_details', title: 'drawnTicketsDetails', auth: true },
  receipt: { path: '/ticket_receipt', title: 'receipt', auth: true },
  checkNumbers: { path: '/check_numbers', title: 'checkNumbers' },
});
