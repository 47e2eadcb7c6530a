import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { PATHS } from '@/lib/navigation';
import { useResponsiblePlay } from '..';
import { storage } from '@/lib/storage';

const KEY = 'depositLimitPromptSkipped';

const Box = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primaryStrong};
  background: ${({ theme }) => theme.colors.primarySoft};
  border-radius: ${({ theme }) => theme.radii.md};
  h2,
  p {
    margin: 0;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/**
 * Asks a player without a deposit limit to consider one, until they skip it (remembered on this
 * device) or set one. Hidden when the backend lacks the extension.
 */
export function FirstDepositPrompt() {
  const { t } = useTranslation('responsible');
  const { data } = useResponsiblePlay();
  const [skipped, setSkipped] = useState(() => storage.get(KEY) === '1');
  if (!data || skipped || data.limits.some((l) => l.kind === 'DEPOSIT')) return null;
  const skip = () => {
    storage.set(KEY, '1');
    setSkipped(true);
  };
  return (
    <Box aria-labelledby="deposit-limit-prompt">
      <h2 id="deposit-limit-prompt">{t('prompt.title')}</h2>
      <p>{t('prompt.text')}</p>
      <div>
        <Button as={Link} to={`${PATHS.responsiblePlay}#deposit-limits`}>
          {t('prompt.set')}
        </Button>
        <Button type="button" $variant="secondary" onClick={skip}>
          {t('prompt.skip')}
        </Button>
      </div>
    </Box>
  );
}
