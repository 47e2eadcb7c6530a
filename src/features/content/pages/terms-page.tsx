import { LegalPageView } from '../components/legal-page-view';

/** /terms_and_conditions */
export default function TermsPage() {
  return <LegalPageView kind="terms" />;
}
