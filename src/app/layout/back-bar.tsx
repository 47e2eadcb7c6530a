import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { BackIcon } from '@/components/ui/icons';
import { media } from '@/styles';
import { isDeeperPath, useBack } from './use-back';

const Row = styled.div`
  display: none;
  ${media.up('md')} {
    display: block;
    max-inline-size: ${({ theme }) => theme.layout.maxContentWidth};
    margin-inline: auto;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(6)} 0;
  }
`;

const Back = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space(2)};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
`;

/** The desktop back header on deeper pages (hidden on mobile, where the app bar has the arrow). */
export function BackBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const back = useBack();
  if (!isDeeperPath(pathname)) return null;
  return (
    <Row>
      <Back type="button" onClick={back}>
        <BackIcon />
        {t('appBar.back')}
      </Back>
    </Row>
  );
}
