import styled from 'styled-components';
import { Card as BaseCard } from '@/components/ui/card';

/** The content breakpoint is lg (1280 px), not the shell's md (section 9). */
export const CONTENT_DESKTOP = `@media (min-width: 1280px)`;
export const CONTENT_MOBILE_MEDIA = '(max-width: 1279.98px)';

export const PageContainer = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxContentWidth};
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(4)} ${theme.space(8)}`};
`;

/** Articles and legal texts: a readable line length on wide screens. */
export const ReadingContainer = styled(PageContainer)`
  max-width: 880px;
`;

export const PageTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.3;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.text};

  ${CONTENT_DESKTOP} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

/** The reading card: more room on wide screens. */
export const Card = styled(BaseCard)`
  ${CONTENT_DESKTOP} {
    padding: ${({ theme }) => theme.space(8)};
  }
`;
