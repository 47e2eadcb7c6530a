import styled from 'styled-components';
import { StackCard } from '@/components/ui/card';

export { FormField as Field, Muted as Hint, ErrorText, SuccessText } from '@/components/ui/layout';

/** The funds forms breathe a little more than other cards. */
export const Card = styled(StackCard).attrs({ $gap: 4 })``;

export const Methods = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
  legend {
    margin-block-end: ${({ theme }) => theme.space(2)};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    /* An input's intrinsic width (size=20 in a wide font) must not push the layout wider. */
    min-inline-size: 0;
    min-block-size: 44px;
    padding-inline: ${({ theme }) => theme.space(3)};
    padding-block: ${({ theme }) => theme.space(2)};
    /* Long names ("Qi Card (Visa/MasterCard)") wrap inside the tile instead of overflowing it. */
    overflow-wrap: anywhere;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    cursor: pointer;
  }
  label > span {
    min-inline-size: 0;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primaryStrong};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;
