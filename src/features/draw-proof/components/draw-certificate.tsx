import { useTranslation } from 'react-i18next';
import { StackCard } from '@/components/ui/card';
import { Facts } from '@/components/ui/facts';
import { formatDrawDate, formatTime } from '@/lib/format';
import { cmsExternalLink } from '@/lib/navigation';
import type { DrawVerification } from '@/lib/api/types';
import { useDrawCertificate } from '../api/use-draw-certificate';
import { certificateMismatches, type CertificateMismatch } from '../certificate-agreement';

/** A certificate that disagrees with the proof: said so, and none of it shown (decision 0250). */
function CertificateMismatchNote({ mismatches }: { mismatches: CertificateMismatch[] }) {
  const { t } = useTranslation('draws');
  const reason = {
    time: t('certificate.mismatchTime'),
    method: t('certificate.mismatchMethod'),
    notDrawn: t('certificate.mismatchNotDrawn'),
  };
  return (
    <StackCard aria-labelledby="draw-certificate" data-testid="draw-certificate-mismatch">
      <h2 id="draw-certificate">{t('certificate.title')}</h2>
      <p>{t('certificate.mismatch')}</p>
      <ul>
        {mismatches.map((m) => (
          <li key={m}>{reason[m]}</li>
        ))}
      </ul>
    </StackCard>
  );
}

/**
 * The draw's certificate from the CMS, when there is one and it agrees with the draw's proof:
 * time, method, observers and the recorded stream (only an https link to an allowed origin).
 * Optional: a failure hides it.
 */
export function DrawCertificate({ proof }: { proof: DrawVerification }) {
  const { t, i18n } = useTranslation('draws');
  const certificate = useDrawCertificate(proof.drawId).data;
  if (!certificate) return null;
  const mismatches = certificateMismatches(certificate, proof);
  if (mismatches.length > 0) return <CertificateMismatchNote mismatches={mismatches} />;
  const stream = certificate.streamUrl ? cmsExternalLink(certificate.streamUrl) : null;
  const observers = (certificate.observers ?? '').split('\n').filter((line) => line.trim());
  return (
    <StackCard aria-labelledby="draw-certificate" data-testid="draw-certificate">
      <h2 id="draw-certificate">{t('certificate.title')}</h2>
      <Facts>
        {certificate.drawTime && (
          <>
            <dt>{t('certificate.drawTime')}</dt>
            <dd>
              {formatDrawDate(certificate.drawTime, i18n.language)}{' '}
              <bdi>{formatTime(certificate.drawTime)}</bdi>
            </dd>
          </>
        )}
        {certificate.method && (
          <>
            <dt>{t('certificate.method')}</dt>
            <dd>{certificate.method}</dd>
          </>
        )}
        {observers.length > 0 && (
          <>
            <dt>{t('certificate.observers')}</dt>
            <dd>
              {observers.map((line) => (
                <div key={line}>{line}</div>
              ))}
            </dd>
          </>
        )}
        {stream && (
          <>
            <dt>{t('certificate.stream')}</dt>
            <dd>
              <a href={stream} target="_blank" rel="noopener noreferrer">
                {t('certificate.watch')}
              </a>
            </dd>
          </>
        )}
      </Facts>
    </StackCard>
  );
}
