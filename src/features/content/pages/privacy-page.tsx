import { LegalPageView } from '../components/legal-page-view';

/** /privacy */
export default function PrivacyPage() {
  return <LegalPageView kind="privacy" />;
}
