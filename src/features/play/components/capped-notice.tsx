import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';

const Message = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Suggestions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-end: ${({ theme }) => theme.space(2)};
`;

interface CappedNoticeProps {
  /** Grids the backend refused at the liability cap (decision 0281). */
  capped: number;
  changeNumber: () => void;
  quickPick: () => void;
}

/**
 * Why the backend refused a combination at the liability cap, and the two ways on. Its own chunk
 * with its texts in the cart namespace: a rare refusal, kept off the start route (issue 37's
 * budget).
 */
export default function CappedNotice({ capped, changeNumber, quickPick }: CappedNoticeProps) {
  const { t } = useTranslation('cart');
  return (
    <>
      <Message role="alert">{t('liabilityCapPlay.message', { count: capped })}</Message>
      <Suggestions>
        <Button type="button" $variant="secondary" onClick={changeNumber}>
          {t('liabilityCapPlay.changeNumber')}
        </Button>
        <Button type="button" $variant="secondary" onClick={quickPick}>
          {t('liabilityCapPlay.quickPick')}
        </Button>
      </Suggestions>
    </>
  );
}
