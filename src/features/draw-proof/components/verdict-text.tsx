import { useTranslation } from 'react-i18next';
import { ErrorText, Muted, SuccessText } from '@/components/ui/layout';
import type { Verdict } from '@/lib/api/draw-proof/verify';

/** The verdict in one sentence; "verified" only when every check passed in this browser. */
export function VerdictText({ verdict }: { verdict: Verdict | 'checking' }) {
  const { t } = useTranslation('draws');
  const text = t(`verdict.${verdict}`);
  if (verdict === 'verified') return <SuccessText data-testid="verdict">{text}</SuccessText>;
  if (verdict === 'failed') return <ErrorText data-testid="verdict">{text}</ErrorText>;
  return (
    <Muted role="status" data-testid="verdict">
      {text}
    </Muted>
  );
}
