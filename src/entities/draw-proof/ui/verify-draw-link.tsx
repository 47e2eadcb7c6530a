import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS } from '@/lib/navigation';
import { useDrawVerification } from '../query';

const Styled = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Held = styled.span`
  display: block;
  min-block-size: 44px;
`;

/** The link's line in a result's skeleton, so the result arriving moves nothing below it. */
export const VerifyDrawSlot = () => <Held aria-hidden="true" />;

export const verifyDrawPath = (drawId: number) => `${PATHS.verifyDraw}?drawId=${drawId}`;

/**
 * "Verify this draw" under a result. Shown once the backend answered the draw's proof: a 404
 * (extension not offered) or a failure hides it, so no link leads to a page that cannot work.
 */
export function VerifyDrawLink({ drawId, drawNumber }: { drawId: number; drawNumber: number }) {
  const { t } = useTranslation('draws');
  const proof = useDrawVerification(drawId);
  // Its line is held while the proof is asked for, so the link arriving moves nothing below it.
  if (proof.isPending) return <Held aria-hidden="true" />;
  if (!proof.data) return null;
  return (
    <Styled to={verifyDrawPath(drawId)} aria-label={t('verifyLinkOf', { number: drawNumber })}>
      {t('verifyLink')}
    </Styled>
  );
}
