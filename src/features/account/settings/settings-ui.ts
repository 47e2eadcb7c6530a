import styled from 'styled-components';
import { StackCard } from '@/components/ui/card';

export { FormField as Field, Muted, ErrorText, SuccessText } from '@/components/ui/layout';

export const Section = styled(StackCard)`
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  & > button {
    justify-self: start;
  }
`;

export const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
`;
