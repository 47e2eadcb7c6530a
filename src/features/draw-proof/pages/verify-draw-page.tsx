import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { QueryState } from '@/components/ui/query-state';
import { NumberRow } from '@/components/lottery/number-row';
import { StackCard } from '@/components/ui/card';
import { Muted, NarrowPage } from '@/components/ui/layout';
import { PATHS } from '@/lib/navigation';
import type { DrawVerification } from '@/lib/api/types';
import { useDrawVerification } from '@/entities/draw-proof';
import { CheckList } from '../components/check-list';
import { CheckYourself } from '../components/check-yourself';
import { DrawCertificate } from '../components/draw-certificate';
import { RawValues } from '../components/raw-values';
import { VerdictText } from '../components/verdict-text';
import { useVerification } from '../use-verification';

const drawIdOf = (value: string | null) =>
  value && /^\d{1,10}$/.test(value) ? Number(value) : null;

function Proof({ proof, requested }: { proof: DrawVerification; requested: number }) {
  const { t } = useTranslation('draws');
  const verification = useVerification(proof, requested);
  return (
    <>
      <StackCard aria-labelledby="draw-checks">
        <h2 id="draw-checks">{t('checksTitle')}</h2>
        <VerdictText verdict={verification?.verdict ?? 'checking'} />
        {proof.winningNumbers && (
          <NumberRow numbers={proof.winningNumbers} tone="winning" label={t('numbers')} />
        )}
        {verification && <CheckList checks={verification.checks} />}
      </StackCard>
      <DrawCertificate proof={proof} />
      <StackCard aria-labelledby="draw-raw">
        <h2 id="draw-raw">{t('raw.title')}</h2>
        <RawValues proof={proof} />
        {proof.seed && <CheckYourself seed={proof.seed} drawId={proof.drawId} />}
      </StackCard>
    </>
  );
}

/** "Verify this draw": the backend's proof, checked again in this browser (decision 0218). */
export default function VerifyDrawPage() {
  const { t } = useTranslation('draws');
  const [params] = useSearchParams();
  const drawId = drawIdOf(params.get('drawId'));
  const proof = useDrawVerification(drawId);
  return (
    <NarrowPage $maxWidth={960}>
      <h1>{t('verifyTitle')}</h1>
      <Muted>{t('verifyIntro')}</Muted>
      {drawId === null ? (
        <Muted>{t('noDraw')}</Muted>
      ) : (
        <QueryState
          query={proof}
          loading={<p role="status">{t('loading')}</p>}
          errorText={t('unknown')}
          retryText={t('retry')}
          isEmpty={(data) => data === null}
          emptyText={t('notOffered')}
        >
          {(data) => data && <Proof proof={data} requested={drawId} />}
        </QueryState>
      )}
      <Link to={PATHS.results}>{t('backToResults')}</Link>
    </NarrowPage>
  );
}
