import { call } from './http/call';
import type {
  LimitKind,
  LimitPeriod,
  RealityCheckMinutes,
  ResponsiblePlayState,
  TimeOutLength,
} from './types';

/** Responsible-play extension calls (docs/decisions/0017-extension-calls-responsible-play.md); a 404 means the backend lacks them. */
export const getResponsiblePlay = () =>
  call<ResponsiblePlayState>('getResponsiblePlay', {
    method: 'GET',
    url: '/users/responsible-play',
  });

export const setPlayLimit = (kind: LimitKind, period: LimitPeriod, amount: number | null) =>
  call<ResponsiblePlayState>('setPlayLimit', {
    method: 'PUT',
    url: '/users/limits',
    data: { kind, period, amount },
  });

export const takeTimeOut = (length: TimeOutLength) =>
  call<ResponsiblePlayState>('takeTimeOut', {
    method: 'POST',
    url: '/users/time-out',
    data: { length },
  });

export const setRealityCheck = (intervalMinutes: RealityCheckMinutes) =>
  call<ResponsiblePlayState>('setRealityCheck', {
    method: 'PUT',
    url: '/users/reality-check',
    data: { intervalMinutes },
  });
