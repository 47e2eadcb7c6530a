import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card } from '@/components/ui/card';
import { RichText } from '@/components/rich-text';
import { isolatedIqd } from '@/entities/charity/ui';
import { responsiveImage } from '@/lib/api/media';
import type { Cause } from '@/lib/api/types';
import { formatDisplayDate } from '@/lib/format';
import { causeKindOf, governorateOf, isStated } from '../utils/disbursements';

const Item = styled(Card).attrs({ as: 'article' })`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  align-content: start;
  padding: 0;
  overflow: hidden;
  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: 5 / 2;
    object-fit: cover;
  }
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(4)};
  }
  h3,
  p {
    margin: 0;
  }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** One beneficiary: photo (lazy, with alt text), where, which cause, what it received and when. */
export function CauseCard({ cause }: { cause: Cause }) {
  const { t } = useTranslation('charity');
  const image = responsiveImage(cause.photo);
  return (
    <Item aria-label={cause.organisation}>
      {image ? (
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes="(min-width: 768px) 360px, 100vw"
          width={image.width}
          height={image.height}
          alt={cause.photo?.alternativeText || cause.organisation}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div>
        <h3>{cause.organisation}</h3>
        <Meta>
          {t(`governorates.${governorateOf(cause)}`)} · {t(`causes.${causeKindOf(cause)}`)}
        </Meta>
        {/* A figure the CMS did not state readably is left out, never shown as 0. */}
        {isStated(cause) ? (
          <p data-testid="cause-received">
            <strong>
              {t('page.received', {
                amount: isolatedIqd(cause.amount),
                date: `\u2066${formatDisplayDate(cause.disbursedOn)}\u2069`,
              })}
            </strong>
          </p>
        ) : null}
        <RichText markdown={cause.story} />
      </div>
    </Item>
  );
}
