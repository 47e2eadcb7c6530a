import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatTime } from '@/lib/format';
import { useOnline } from '@/lib/network';

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  justify-self: start;
`;

/** "Offline, as of HH:mm" beside data read from the saved cache; nothing while online. */
export function OfflineNote({ savedAt }: { savedAt: number | null }) {
  const { t } = useTranslation();
  const online = useOnline();
  if (online || savedAt === null) return null;
  return <Note role="status">{t('offline.asOf', { time: formatTime(new Date(savedAt)) })}</Note>;
}
