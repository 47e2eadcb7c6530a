import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { mediaUrl } from '@/lib/api/media';
import type { NewsArticle } from '@/lib/api/types';
import { CONTENT_DESKTOP } from './page-layout';

/** Section 2: the main card image is 1100x615, the others 600x250 (attributes avoid layout shift). */
const SIZES = { main: { width: 1100, height: 615 }, small: { width: 600, height: 250 } } as const;

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
  variant?: 'main' | 'small';
  /** Lazy images below the fold; the first card of a page loads at once. */
  eager?: boolean;
  /** Shown as a row (picture beside title) below the content breakpoint. */
  rowOnMobile?: boolean;
}

/** A news card: picture and title, opening the article. */
export function NewsCard({
  article,
  variant = 'small',
  eager = false,
  rowOnMobile = false,
}: NewsCardProps) {
  const image =
    variant === 'main' ? (article.articleImg ?? article.thumbnailImg) : article.thumbnailImg;
  const src = mediaUrl(image?.url);
  const size = SIZES[variant];
  return (
    <CardLink
      to={`/media_center_article?id=${encodeURIComponent(article.documentId)}`}
      $row={rowOnMobile}
      data-variant={variant}
    >
      {src && (
        <img
          src={src}
          alt=""
          width={size.width}
          height={size.height}
          loading={eager ? 'eager' : 'lazy'}
        />
      )}
      <h3>{article.title}</h3>
    </CardLink>
  );
}
