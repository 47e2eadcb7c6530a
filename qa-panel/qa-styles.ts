import styled from 'styled-components';

/** Above the app's own dialogs: QA may need the panel while a dialog is open. */
const Z = 2000;

/**
 * A narrow tab on the window's right edge, half-way down: at 390 px it sits in the page's 16 px
 * gutter, clear of the board, the header and the bottom bar (a floating button once hid a number).
 * Physical sides and sizes on purpose: its vertical writing mode turns logical sizes round, and a
 * fixed element's logical insets follow the page's direction, which Arabic flips.
 */
export const Toggle = styled.button`
  position: fixed;
  right: 0;
  top: 50%;
  transform: translateY(-50%);
  z-index: ${Z};
  width: 14px;
  height: 72px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm} 0 0 ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-size: 10px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  writing-mode: vertical-rl;
  opacity: 0.85;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    opacity: 1;
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

/** The panel's root is left to right (mount.tsx): inline-end is the right side. */
export const Drawer = styled.div<{ $side: 'left' | 'right' }>`
  position: fixed;
  inset-block: 0;
  ${({ $side }) => ($side === 'right' ? 'inset-inline-end' : 'inset-inline-start')}: 0;
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
  gap: ${({ theme }) => theme.space(2)};
  margin-block-end: ${({ theme }) => theme.space(2)};
  h2 {
    margin-inline-end: auto;
  }
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
