import { call } from './http/call';
import { checkedCall } from './http/checked-call';
import type {
  DrawResultsQuery,
  GameInfo,
  LottoResult,
  OfferInfo,
  OfferInfoQuery,
  TicketFilter,
  TicketListQuery,
  TicketType,
} from './types';

export const getOfferInfo = (query: OfferInfoQuery) =>
  call<OfferInfo>('getOfferInfo', { method: 'GET', url: '/sales/offer-info', params: query });

export const getGameInfos = () =>
  call<GameInfo[]>('getGameInfos', { method: 'GET', url: '/sales/game-infos' });

export const getTicketTypes = () =>
  call<TicketType[]>('getTicketTypes', { method: 'GET', url: '/games/tickets' });

/** The spec names this call "POST tickets list" without a path: /games/tickets/list (docs/behaviour.md). */
export const getTickets = (filters: TicketFilter[], query: TicketListQuery) =>
  checkedCall('getTickets', {
    method: 'POST',
    url: '/games/tickets/list',
    params: query,
    data: filters,
  });

export const getDrawResults = (query: DrawResultsQuery) =>
  call<LottoResult[]>('getDrawResults', {
    method: 'GET',
    url: '/draw/statistic/results',
    params: query,
  });
