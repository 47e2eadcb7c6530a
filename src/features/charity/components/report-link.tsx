import { useTranslation } from 'react-i18next';
import { mediaUrl } from '@/lib/api/media';
import { isolate } from '@/entities/charity/ui';
import { useCharityReport } from '../api/causes-queries';

/** The latest audited annual report (a PDF in the CMS's media); nothing when none is published. */
export function ReportLink() {
  const { t } = useTranslation('charity');
  const report = useCharityReport();
  const href = report?.report?.mime === 'application/pdf' ? mediaUrl(report.report.url) : undefined;
  if (!report || !href) return null;
  return (
    <p>
      <a href={href} target="_blank" rel="noopener noreferrer" type="application/pdf">
        {t('page.report', { year: isolate(String(report.year)) })}
      </a>
    </p>
  );
}
