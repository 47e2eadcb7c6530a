import styled from 'styled-components';
import { TwoColumnPage } from '@/components/lottery/two-column-page';
import { media } from '@/styles';

/**
 * One column on mobile; board on the start side and ticket on the end side from md up. The board
 * spans the teaser's row and the ticket's: its extra height goes to the last row (1fr), so the
 * ticket column starts right under the teaser whatever the board grows to (favourites and the
 * save button load after the page; without this the ticket column moved when they arrived).
 */
export const PlayLayout = styled(TwoColumnPage)`
  /* On phones the whole board fits above the fixed bottom bar at 390 × 844 on first view. */
  gap: ${({ theme }) => theme.space(3)};
  padding-block-start: ${({ theme }) => theme.space(3)};
  ${media.up('md')} {
    grid-template-rows: auto auto 1fr;
    gap: ${({ theme }) => theme.space(4)};
    padding-block-start: ${({ theme }) => theme.space(4)};
  }
`;

export const Column = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  min-inline-size: 0;
`;

/**
 * The jackpot teaser: right under the title on phones (the start page's hero), at the top of the
 * ticket column from md up.
 */
export const Teaser = styled.div`
  ${media.up('md')} {
    grid-column: 2;
    grid-row: 2;
  }
`;

/** The board column: beside the teaser and the ticket column from md up. */
export const BoardColumn = styled(Column)`
  ${media.up('md')} {
    grid-column: 1;
    grid-row: 2 / span 2;
  }
`;

/** The ticket column (draws, cost, add to cart) under the teaser from md up. */
export const TicketColumn = styled(Column)`
  ${media.up('md')} {
    grid-column: 2;
    grid-row: 3;
  }
`;

export const PageHeader = styled.header`
  ${media.up('md')} {
    grid-column: 1 / -1;
  }
  h1 {
    margin-block-end: ${({ theme }) => theme.space(1)};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(3)};
`;
