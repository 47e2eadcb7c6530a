import styled from 'styled-components';

/** A row of radio choices under a bold legend, each label a 44 px touch target (wraps on phones). */
export const ChoiceGroup = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    padding: 0;
    margin-block-end: ${({ theme }) => theme.space(2)};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    min-block-size: 44px;
  }
`;
