import styled from 'styled-components';
import { StackCard } from '@/components/ui/card';

/** One titled card of the responsible-play page. */
export const Section = styled(StackCard)`
  h2,
  p {
    margin: 0;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
  > :first-child {
    flex: 1 1 180px;
  }
`;

export const Choices = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-block-end: ${({ theme }) => theme.space(2)};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-block-size: 44px;
    padding-inline: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primaryStrong};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;
