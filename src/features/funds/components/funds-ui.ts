import styled from 'styled-components';
import { StackCard } from '@/components/ui/card';

export { Muted as Hint, ErrorText, SuccessText } from '@/components/ui/layout';

/** The funds forms breathe a little more than other cards. */
export const Card = styled(StackCard).attrs({ $gap: 4 })``;

export const Methods = styled.fieldset`
  /* Tiles as wide as their names, wrapping to the next row when one does not fit, so a name
     breaks between words ("Qi Card" / "(Visa/MasterCard)") and never inside one. */
  display: flex;
  flex-wrap: wrap;
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
    flex: 1 1 auto;
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    /* An input's intrinsic width (size=20 in a wide font) must not push the layout wider. */
    min-inline-size: 0;
    min-block-size: 44px;
    padding-inline: ${({ theme }) => theme.space(3)};
    padding-block: ${({ theme }) => theme.space(2)};
    /* Only a name longer than the whole row breaks inside a word. */
    overflow-wrap: break-word;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    cursor: pointer;
  }
  label > span {
    min-inline-size: 0;
  }
  label > span > small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  label:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.6;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primaryStrong};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/** A short word about the methods now (an outage), read out politely (role="status"). */
export const Notice = styled.p`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(3)};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primaryStrong};
`;
