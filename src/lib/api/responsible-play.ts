import { call } from './http/call';
import type {
  LimitKind,
  LimitPeriod,
  RealityCheckMinutes,
  ResponsiblePlayState,
  SelfExclusion,
  SelfExclusionLength,
  SelfExclusionOptions,
  TimeOutLength,
} from './types';
import { encryptPassword } from './password';

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

/** Self-exclusion with a length (decision 0207); a 404 means only the spec's self-block exists. */
export const getSelfExclusionOptions = () =>
  call<SelfExclusionOptions>('getSelfExclusionOptions', {
    method: 'GET',
    url: '/users/self-exclusion',
  });

/** The password travels encrypted in the query, as on the spec's self-block. */
export const excludeSelf = (length: SelfExclusionLength, password: string) =>
  call<SelfExclusion>('excludeSelf', {
    method: 'POST',
    url: '/users/self-exclusion',
    params: { password: encryptPassword(password) },
    data: { length },
  });
