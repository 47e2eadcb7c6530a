import { useState, type ImgHTMLAttributes, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDataSaver } from '@/lib/data-saver';

/** The picture's place, kept at its size so loading it later shifts nothing. */
const Held = styled.button<{ $ratio: string }>`
  display: flex;
  align-items: center;
  justify-content: center;
  inline-size: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  padding: ${({ theme }) => theme.space(3)};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryStrong};
  font: inherit;
  text-align: center;
  cursor: pointer;
`;

type SaverImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height'> & {
  width?: number;
  height?: number;
  /** Wraps the loaded image only (a `<picture>` with its sources holds an image, not a button). */
  wrap?: (image: ReactElement) => ReactElement;
};

/**
 * A CMS picture that, with the data saver on, is not downloaded: its place shows its alt text
 * and loads it on a tap. Off, it is the plain image.
 */
export function SaverImage({
  alt = '',
  width,
  height,
  wrap,
  className,
  ...image
}: SaverImageProps) {
  const { t } = useTranslation('common');
  const saving = useDataSaver() !== null;
  const [asked, setAsked] = useState(false);
  if (saving && !asked) {
    return (
      <Held
        className={className}
        type="button"
        $ratio={width && height ? `${width} / ${height}` : '16 / 9'}
        onClick={() => setAsked(true)}
      >
        {alt ? t('dataSaver.loadNamed', { alt }) : t('dataSaver.load')}
      </Held>
    );
  }
  const loaded = <img alt={alt} width={width} height={height} className={className} {...image} />;
  return wrap ? wrap(loaded) : loaded;
}
