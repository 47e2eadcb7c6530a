import styled from 'styled-components';

/** A round 44 px button (touch target) holding only an icon: give it an aria-label. */
export const IconButton = styled.button`
  display: grid;
  place-items: center;
  inline-size: 44px;
  block-size: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;
