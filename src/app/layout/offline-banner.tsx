import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { setReachabilityProbe, useOnline, useReachable } from '@/lib/network';

const Banner = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

/**
 * While offline, or while the backend gives no answer (an exam shutdown cuts the internet, not the
 * phone's network: decision 0274): saved data is shown, and buying, deposits and withdrawals wait.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  const reachable = useReachable();
  const queryClient = useQueryClient();
  useEffect(() => {
    // While unreachable, the screen's own calls ask again: the first answer lifts the banner.
    setReachabilityProbe(() => queryClient.refetchQueries({ type: 'active' }));
    return () => setReachabilityProbe(null);
  }, [queryClient]);
  if (online && reachable) return null;
  return (
    <Banner role="status" data-testid="offline-banner">
      {t(online ? 'offline.unreachable' : 'offline.banner')}
    </Banner>
  );
}
