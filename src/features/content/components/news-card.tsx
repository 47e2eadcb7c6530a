import { PATHS } from '@/lib/navigation';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { NewsArticle } from '@/lib/api/types';
import { useDataSaver } from '@/lib/data-saver';
import { NEWS_IMAGE_SIZES, newsCardImage, type NewsCardVariant } from './news-image';
import { CONTENT_DESKTOP } from './page-layout';

const CardLink = styled(Link)<{ $row: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;

  &:hover h3,
  &:focus-visible h3 {
    color: ${({ theme }) => theme.colors.primaryStrong};
    text-decoration: underline;
  }

  img {
    display: block;
    width: 100%;
    height: auto;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.border};
  }

  h3 {
    margin: 0;
    padding: ${({ theme }) => `0 ${theme.space(3)} ${theme.space(3)}`};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.4;
  }

  /* In a mobile list a card is one row: a small picture beside the title. */
  ${({ $row }) =>
    $row &&
    css`
      @media (max-width: 1279.98px) {
        flex-direction: row;
        align-items: center;
        img {
          width: 40%;
          flex: none;
          aspect-ratio: 12 / 7;
        }
        h3 {
          padding: ${({ theme }) => theme.space(2)};
        }
      }
    `}

  ${CONTENT_DESKTOP} {
    h3 {
      font-size: ${({ theme }) => theme.fontSizes.lg};
    }
  }
`;

interface NewsCardProps {
  article: NewsArticle;
  variant?: NewsCardVariant;
  /** Lazy images below the fold; the first card of a page loads at once. */
  eager?: boolean;
  /** Shown as a row (picture beside title) below the content breakpoint. */
  rowOnMobile?: boolean;
  /** In a skeleton: an empty picture of this size stands in for the image. */
  placeholder?: { width: number; height: number };
}

/** A news card: picture and title, opening the article. */
export function NewsCard({
  article,
  variant = 'small',
  eager = false,
  rowOnMobile = false,
  placeholder,
}: NewsCardProps) {
  // Under the data saver a card is its title: a link cannot hold a tap-to-load button.
  const saving = useDataSaver() !== null;
  const image = saving ? null : newsCardImage(article, variant);
  return (
    <CardLink
      to={`${PATHS.article}?id=${encodeURIComponent(article.documentId)}`}
      $row={rowOnMobile}
      data-variant={variant}
    >
      {image && (
        // width/height are the file's own (every format keeps its aspect ratio): no shift.
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes={rowOnMobile ? NEWS_IMAGE_SIZES.row : NEWS_IMAGE_SIZES[variant]}
          alt=""
          width={image.width}
          height={image.height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
        />
      )}
      {placeholder && !saving && (
        <img alt="" width={placeholder.width} height={placeholder.height} />
      )}
      <h3>{article.title}</h3>
    </CardLink>
  );
}
