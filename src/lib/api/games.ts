import { call } from './http/call';
import type {
  DrawInformation,
  DrawResultsQuery,
  DrawWinnings,
  GameInfo,
  LottoResult,
  OfferInfo,
  OfferInfoQuery,
  Ticket,
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
  call<Ticket[]>('getTickets', {
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

export const getDrawWinnings = (drawId: number) =>
  call<DrawWinnings>('getDrawWinnings', {
    method: 'GET',
    url: '/draw/winnings',
    params: { drawId },
  });

export const getDrawInformation = (gameTypeNames: string, nextAmount: number) =>
  call<DrawInformation[]>('getDrawInformation', {
    method: 'GET',
    url: '/draw/draw-information',
    params: { gameTypeNames, nextAmount },
  });
