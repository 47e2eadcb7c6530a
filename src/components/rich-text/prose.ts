import styled from 'styled-components';

/** Typography for CMS HTML: the one look shared by articles, legal pages and voucher terms. */
export const Prose = styled.div`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.7;
  overflow-wrap: anywhere;

  h1,
  h2,
  h3,
  h4 {
    line-height: 1.3;
    margin-block: 1.2em 0.5em;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p,
  ul,
  ol {
    margin-block: 0 1em;
  }
  ul,
  ol {
    padding-inline-start: 1.5em;
  }
  a {
    color: ${({ theme }) => theme.colors.primaryStrong};
    text-decoration: underline;
  }
  img,
  video {
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  .cms-image {
    display: block;
    margin-inline: auto;
  }
  iframe {
    display: block;
    width: 100%;
    max-width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    margin-block: 1em;
  }
  blockquote {
    margin-inline: 0;
    padding-inline-start: 1em;
    border-inline-start: 4px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  table {
    border-collapse: collapse;
    max-width: 100%;
  }
  td,
  th {
    border: 1px solid ${({ theme }) => theme.colors.border};
    padding: 0.4em 0.6em;
  }
`;
