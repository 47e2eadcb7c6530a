import styled from 'styled-components';
import { media } from '@/styles';

export const CartLayout = styled.div`
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
    h1 {
      grid-column: 1 / -1;
    }
  }
`;

export const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  min-inline-size: 0;
`;

export const Positions = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
