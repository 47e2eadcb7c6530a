import styled from 'styled-components';

export const TicketsLayout = styled.div`
  display: grid;
  /* minmax(0, 1fr): long content wraps instead of widening the page on phones. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  max-inline-size: 880px;
  margin-inline: auto;
`;

export const TicketList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;
