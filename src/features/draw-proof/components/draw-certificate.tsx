import { useTranslation } from 'react-i18next';
import { StackCard } from '@/components/ui/card';
import { Facts } from '@/components/ui/facts';
import { formatDrawDate, formatTime } from '@/lib/format';
import { cmsExternalLink } from '@/lib/navigation';
import { useDrawCertificate } from '../api/use-draw-certificate';

/**
 * The draw's certificate from the CMS, when there is one: time, method, observers and the
 * recorded stream (only an https link to an allowed origin). Optional: a failure hides it.
 */
export function DrawCertificate({ drawId }: { drawId: number }) {
  const { t, i18n } = useTranslation('draws');
  const certificate = useDrawCertificate(drawId).data;
  if (!certificate) return null;
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
