import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const LinkRow = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  justify-content: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The column every auth form lays its fields in (rendered as the form by the kit's Form). */
export const FormColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;
