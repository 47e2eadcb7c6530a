import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  a {
    flex: 1 1 200px;
    min-inline-size: 0;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

const Status = styled.p`
  margin: 0;
  min-block-size: 1.5em;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.success};
`;

/** The payment link, with a copy button that reports "copied" to screen readers too. */
export function CopyLink({ href }: { href: string }) {
  const { t } = useTranslation('funds');
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(href);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <>
      <Row>
        <a
          href={href}
          dir="ltr"
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('wallet.openLink')}
        >
          {href}
        </a>
        <Button type="button" $variant="secondary" onClick={() => void copy()}>
          {t('wallet.copy')}
        </Button>
      </Row>
      <Status role="status">
        {status === 'copied' && t('wallet.copied')}
        {status === 'failed' && t('wallet.copyFailed')}
      </Status>
    </>
  );
}
