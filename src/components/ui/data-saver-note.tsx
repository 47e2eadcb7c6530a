import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDataSaver } from '@/lib/data-saver';

const Note = styled.p`
  margin-block: 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Says the data saver is on where it holds something back; nothing when it is off. */
export function DataSaverNote({ text = 'on' }: { text?: 'on' | 'statistics' }) {
  const { t } = useTranslation('common');
  if (!useDataSaver()) return null;
  return <Note role="note">{t(`dataSaver.${text}`)}</Note>;
}
