import styled from 'styled-components';
import { media } from '@/styles';

/** One column on phones; a wide start column and a narrower end column from md up. */
export const TwoColumnPage = styled.div`
  display: grid;
  /* minmax(0, 1fr): long content wraps instead of widening the page on phones. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  max-inline-size: ${({ theme }) => theme.layout.maxContentWidth};
  margin-inline: auto;
  ${media.up('md')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;
