import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Spinner } from '@/components/ui/spinner';

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 40vh;
`;

/** Shown while a page chunk loads, and at app start. */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <Centered>
      <Spinner label={t('progress.label')} />
    </Centered>
  );
}
