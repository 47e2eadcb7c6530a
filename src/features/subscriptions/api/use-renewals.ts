import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { subscriptionKeys } from '@/entities/subscriptions';

export const renewalsQuery = (subscriptionId: number) =>
  queryOptions({
    queryKey: subscriptionKeys.renewals(subscriptionId),
    queryFn: () => api.getSubscriptionRenewals(subscriptionId),
  });

export const useRenewals = (subscriptionId: number) =>
  useQuery({ ...renewalsQuery(subscriptionId), enabled: Number.isInteger(subscriptionId) });
