import styled from 'styled-components';
import { TwoColumnPage } from '@/components/lottery/two-column-page';
import { media } from '@/styles';

export const CartLayout = styled(TwoColumnPage)`
  ${media.up('md')} {
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
