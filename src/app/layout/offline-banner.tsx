import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useOnline } from '@/lib/network';

const Banner = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

/** While offline: saved data is shown, and buying, deposits and withdrawals need a connection. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <Banner role="status" data-testid="offline-banner">
      {t('offline.banner')}
    </Banner>
  );
}
