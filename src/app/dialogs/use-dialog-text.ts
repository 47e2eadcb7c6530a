import { useTranslation } from 'react-i18next';
import type { DialogText } from '@/lib/alerts';

/** The namespaces of the i18n keys among `texts` ('auth:x.y' → auth), besides common. */
export function namespacesOf(texts: (DialogText | undefined)[]): string[] {
  const namespaces = new Set(['common']);
  for (const text of texts) {
    if (text === undefined || typeof text === 'string') continue;
    const [ns, rest] = text.key.split(':');
    if (ns && rest !== undefined) namespaces.add(ns);
  }
  return [...namespaces];
}

/**
 * Turns a DialogText (plain text or i18n key) into text in the current language. The keys'
 * namespaces are loaded first (this suspends until they are): a dialog may use any namespace.
 */
export function useDialogText(
  texts: (DialogText | undefined)[] = [],
): (text: DialogText | undefined) => string | undefined {
  // why cast: the namespaces come from runtime keys; typed t() cannot check them anyway.
  const { t } = useTranslation(namespacesOf(texts) as ['common']);
  return (text) => {
    if (text === undefined || typeof text === 'string') return text;
    // why cast: keys come from stores at runtime, across namespaces; t() checks them only statically.
    return String(t(text.key as never, text.values as never));
  };
}
