import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS } from '@/lib/navigation';
import { nativeFundsLink } from '../utils/native-link';

const Page = styled.section`
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  text-align: center;
`;

/** /native_progression: hands a checkout over to the native app's funds page, then goes home. */
export default function NativeProgressionPage() {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const link = nativeFundsLink(params.get('checkout'));

  useEffect(() => {
    if (link) window.location.assign(link);
    navigate(PATHS.home, { replace: true });
  }, [link, navigate]);

  return (
    <Page>
      <h1>{t('native.title')}</h1>
      <p>{t('native.text')}</p>
    </Page>
  );
}
