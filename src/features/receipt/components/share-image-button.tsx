import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { theme } from '@/styles';

/**
 * Saves the receipt as a PNG made in the browser. html-to-image loads only on the first press;
 * where the device can share files (phones) the share sheet opens, otherwise the file downloads.
 */
export function ShareImageButton({
  target,
  fileName,
}: {
  target: RefObject<HTMLElement | null>;
  fileName: string;
}) {
  const { t } = useTranslation('receipt');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  const share = async () => {
    if (!target.current) return;
    setState('busy');
    try {
      const { toBlob } = await import('html-to-image');
      const blob = await toBlob(target.current, {
        backgroundColor: theme.colors.surface,
        pixelRatio: 2,
      });
      if (!blob) throw new Error('no image');
      const file = new File([blob], fileName, { type: 'image/png' });
      if (navigator.canShare?.({ files: [file] })) {
        await navigator.share({ files: [file], title: fileName });
      } else {
        const url = URL.createObjectURL(blob);
        const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
        link.click();
        URL.revokeObjectURL(url);
      }
      setState('idle');
    } catch (error) {
      // The player closing the share sheet is no failure.
      setState(error instanceof DOMException && error.name === 'AbortError' ? 'idle' : 'failed');
    }
  };

  return (
    <>
      <Button
        type="button"
        $variant="secondary"
        disabled={state === 'busy'}
        onClick={() => void share()}
      >
        {state === 'busy' ? t('imageBusy') : t('image')}
      </Button>
      {state === 'failed' ? <p role="alert">{t('imageFailed')}</p> : null}
    </>
  );
}
