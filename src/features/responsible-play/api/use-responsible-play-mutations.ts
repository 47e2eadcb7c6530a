import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type {
  LimitKind,
  LimitPeriod,
  RealityCheckMinutes,
  ResponsiblePlayState,
  TimeOutLength,
} from '@/lib/api/types';
import { responsiblePlayKeys } from '@/entities/responsible-play';

/** Every change answers the whole new state: it replaces the cached one (no second fetch). */
function useStateMutation<V>(call: (vars: V) => Promise<ResponsiblePlayState>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (state) => client.setQueryData(responsiblePlayKeys.state(), state),
  });
}

export const useSetLimit = () =>
  useStateMutation((v: { kind: LimitKind; period: LimitPeriod; amount: number | null }) =>
    api.setPlayLimit(v.kind, v.period, v.amount),
  );

export const useTakeTimeOut = () =>
  useStateMutation((length: TimeOutLength) => api.takeTimeOut(length));

export const useSetRealityCheck = () =>
  useStateMutation((minutes: RealityCheckMinutes) => api.setRealityCheck(minutes));
