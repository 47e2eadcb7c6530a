/** A CMS font size is used only when it is a plain CSS length (`24px`, `1.5rem`); `24` means px. */
export function cmsFontSize(value: string | null | undefined): string | undefined {
  const size = value?.trim();
  if (!size) return undefined;
  if (/^\d{1,3}(\.\d+)?$/.test(size)) return `${size}px`;
  return /^\d{1,3}(\.\d+)?(px|rem|em|%)$/.test(size) ? size : undefined;
}

/** The lines of a text block's paragraph (any line-break style), rendered with <br/> between. */
export const textLines = (text: string | null | undefined): string[] =>
  text ? text.split(/\r\n|\r|\n/) : [];
