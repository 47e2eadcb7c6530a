import styled from 'styled-components';

/** Above the app's own dialogs: QA may need the panel while a dialog is open. */
const Z = 2000;

export const Fab = styled.button`
  position: fixed;
  inset-inline-end: ${({ theme }) => theme.space(3)};
  inset-block-end: 96px;
  z-index: ${Z};
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space(4)};
  border: 2px solid ${({ theme }) => theme.colors.onPrimary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  cursor: pointer;
`;

export const Drawer = styled.div`
  position: fixed;
  inset-block: 0;
  inset-inline-end: 0;
  z-index: ${Z};
  inline-size: min(420px, 100vw);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 14px;
  h2 {
    margin: 0;
    font-size: 18px;
  }
  h3 {
    margin-block: ${({ theme }) => theme.space(2)};
    font-size: 15px;
  }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-end: ${({ theme }) => theme.space(2)};
`;

export const Section = styled.section`
  padding-block: ${({ theme }) => theme.space(2)};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
  margin-block: ${({ theme }) => theme.space(1)};
  label {
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  input[type='number'] {
    inline-size: 7em;
  }
`;

export const Small = styled.button`
  min-block-size: 32px;
  padding-inline: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const Note = styled.p<{ $error?: boolean }>`
  margin: ${({ theme }) => theme.space(1)} 0;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
  overflow-wrap: anywhere;
`;

export const Log = styled.ol`
  max-block-size: 240px;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
  font-family: ui-monospace, monospace;
  font-size: 12px;
  li {
    padding-block: 2px;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
`;
