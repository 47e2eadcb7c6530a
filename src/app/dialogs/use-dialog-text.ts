import { useTranslation } from 'react-i18next';
import type { DialogText } from '@/lib/alerts';

/** Turns a DialogText (plain text or i18n key) into text in the current language. */
export function useDialogText(): (text: DialogText | undefined) => string | undefined {
  const { t } = useTranslation();
  return (text) => {
    if (text === undefined || typeof text === 'string') return text;
    // why cast: keys come from stores at runtime, across namespaces; t() checks them only statically.
    return String(t(text.key as never, text.values as never));
  };
}
