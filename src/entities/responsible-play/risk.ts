import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/api/errors';
import type { RiskStatus } from '@/lib/api/types';
import { useSnapshot } from 'valtio';
import { sessionStore } from '@/entities/session';
import { responsiblePlayKeys } from './keys';

/** The risk status, or null when the backend does not offer it (404): no message then. */
async function fetchRiskStatus(): Promise<RiskStatus | null> {
  try {
    return await api.getRiskStatus();
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const riskStatusQuery = () =>
  queryOptions({
    queryKey: responsiblePlayKeys.risk(),
    queryFn: fetchRiskStatus,
    retry: false,
  });

/** Whether the backend sees the player at risk (decision 0286); nothing is asked for visitors. */
export function useRiskStatus(): RiskStatus | null {
  const { hasToken } = useSnapshot(sessionStore);
  return useQuery({ ...riskStatusQuery(), enabled: hasToken }).data ?? null;
}
