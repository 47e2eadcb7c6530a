import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Subscription, SubscriptionChange, SubscriptionInput } from '@/lib/api/types';
import { subscriptionKeys } from '@/entities/subscriptions';

/** Puts the backend's answer for one subscription into the cached list. */
function useStore() {
  const client = useQueryClient();
  return (saved: Subscription) =>
    client.setQueryData<Subscription[] | null>(subscriptionKeys.list(), (list) => {
      if (!list) return list;
      const others = list.filter((s) => s.subscriptionId !== saved.subscriptionId);
      return [...others, saved].sort((a, b) => a.subscriptionId - b.subscriptionId);
    });
}

export function useCreateSubscription() {
  const store = useStore();
  return useMutation({
    mutationFn: (input: SubscriptionInput) => api.createSubscription(input),
    onSuccess: store,
  });
}

/** Pause, resume, edit or cancel: the list shows what the backend answered. */
export function useChangeSubscription() {
  const store = useStore();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: SubscriptionChange | 'CANCEL' }) =>
      change === 'CANCEL' ? api.cancelSubscription(id) : api.changeSubscription(id, change),
    onSuccess: store,
  });
}
