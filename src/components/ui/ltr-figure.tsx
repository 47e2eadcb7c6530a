import styled from 'styled-components';

/**
 * A left-to-right value inside RTL text (a phone number, a code) that reads as one piece: isolated
 * from the sentence's direction and never broken across lines (issue 38: at 390 px the phone
 * number on /verify_account broke in two, its groups swapped by the line break).
 */
export const LtrFigure = styled.bdi.attrs({ dir: 'ltr' })`
  white-space: nowrap;
`;
