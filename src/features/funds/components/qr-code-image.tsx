import { useEffect, useState } from 'react';
import styled from 'styled-components';

const Image = styled.img`
  display: block;
  inline-size: 200px;
  block-size: 200px;
  margin-inline: auto;
  image-rendering: pixelated;
`;

const Placeholder = styled.div`
  inline-size: 200px;
  block-size: 200px;
  margin-inline: auto;
  background: ${({ theme }) => theme.colors.background};
`;

/** A QR code drawn in the browser; the qrcode package loads only when a wallet payment shows. */
export function QrCodeImage({ text, alt }: { text: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    void import('qrcode')
      // SVG needs no canvas, so it renders the same in every browser (and in tests).
      .then((qr) => qr.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (active) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        // The link and the manual code still let the player pay.
      });
    return () => {
      active = false;
    };
  }, [text]);
  return src ? <Image src={src} alt={alt} /> : <Placeholder aria-hidden="true" />;
}
