import { call } from './http/call';
import type {
  LimitKind,
  LimitPeriod,
  RealityCheckMinutes,
  SelfExclusionLength,
  TimeOutLength,
} from './types';
import { encryptPassword } from './password';

/** Responsible-play extension calls (docs/decisions/0017-extension-calls-responsible-play.md); a 404 means the backend lacks them. */
export const getResponsiblePlay = () => call('getResponsiblePlay');

export const setPlayLimit = (kind: LimitKind, period: LimitPeriod, amount: number | null) =>
  call('setPlayLimit', { data: { kind, period, amount } });

export const takeTimeOut = (length: TimeOutLength) => call('takeTimeOut', { data: { length } });

export const setRealityCheck = (intervalMinutes: RealityCheckMinutes) =>
  call('setRealityCheck', { data: { intervalMinutes } });

/** Self-exclusion with a length (decision 0207); a 404 means only the spec's self-block exists. */
export const getSelfExclusionOptions = () => call('getSelfExclusionOptions');

/** The password travels encrypted in the query, as on the spec's self-block. */
export const excludeSelf = (length: SelfExclusionLength, password: string) =>
  call('excludeSelf', { params: { password: encryptPassword(password) }, data: { length } });
