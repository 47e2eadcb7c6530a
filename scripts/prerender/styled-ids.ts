import { relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * styled-components numbers its components in the order their modules run, and names their
 * classes from that number. The build's server bundle and the browser's chunks run them in
 * different orders, so the class names in the prerendered HTML would not be the client's and
 * hydration would not match (decision 0232). This gives every `styled.x` and `styled(X)` of a
 * source file an id from the file's path and its place in the file: the same in both builds,
 * whatever the order (what babel-plugin-styled-components does, without babel).
 */
const STYLED = /\bstyled(\.[a-zA-Z][a-zA-Z0-9]*|\([A-Za-z_$][\w$.]*\))(?=\s*(?:\.attrs\b|<|`))/g;

/** FNV-1a, in base 36: short and stable. */
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The source with a stable componentId on each styled component it declares. */
export function withStableIds(code: string, file: string): string {
  const prefix = `sc-${hashOf(file)}`;
  let index = 0;
  return code.replace(STYLED, (match) => {
    index += 1;
    return `${match}.withConfig({ componentId: '${prefix}-${index}' })`;
  });
}

export function styledIds(root: string): Plugin {
  return {
    name: 'styled-stable-ids',
    enforce: 'pre',
    transform(code, id) {
      const file = relative(root, id);
      // The app's sources only (this file's own tests hold such code in strings).
      if (!file.startsWith('src/') || !/\.tsx?$/.test(file)) return null;
      if (!code.includes("from 'styled-components'")) return null;
      // The path inside the project: the same on every machine and in both builds.
      return { code: withStableIds(code, file), map: null };
    },
  };
}
