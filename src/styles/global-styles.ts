import { createGlobalStyle } from 'styled-components';

/** Logical properties throughout: the same rules serve RTL (ar, ku) and LTR (en). */
export const GlobalStyles = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    min-block-size: 100vh;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    text-align: start;
    overflow-wrap: break-word;
  }
  img, svg { max-inline-size: 100%; }
  a { color: ${({ theme }) => theme.colors.primaryStrong}; }
  button, input, select, textarea { font: inherit; }
  h1, h2, h3 { line-height: 1.25; margin-block: 0 ${({ theme }) => theme.space(3)}; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute !important;
    inline-size: 1px; block-size: 1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
