import { call } from './http/call';
import { checkedCall } from './http/checked-call';
import type { DrawResultsQuery, OfferInfoQuery, TicketFilter, TicketListQuery } from './types';

export const getOfferInfo = (query: OfferInfoQuery) => call('getOfferInfo', { params: query });

export const getGameInfos = () => call('getGameInfos');

export const getTicketTypes = () => call('getTicketTypes');

/** The spec names this call "POST tickets list" without a path: /games/tickets/list (docs/behaviour.md). */
export const getTickets = (filters: TicketFilter[], query: TicketListQuery) =>
  checkedCall('getTickets', { params: query, data: filters });

export const getDrawResults = (query: DrawResultsQuery) =>
  call('getDrawResults', { params: query });
