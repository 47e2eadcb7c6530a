import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ErrorText, FormField } from '@/components/ui/layout';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/api/errors';
import { PATHS } from '@/lib/navigation';
import { clearSession } from '@/lib/session';
import { Section } from './section';

type Problem = 'needPassword' | 'needConfirm' | 'wrongPassword' | 'failed';

/**
 * The spec's self-block: explained, confirmed with the password (encrypted by the adapter like
 * the other password calls) and a checkbox. The backend ends every session, so the app only
 * clears its own and goes to login.
 */
export function SelfExclusionSection() {
  const { t } = useTranslation('responsible');
  const navigate = useNavigate();
  const passwordId = useId();
  const errorId = useId();
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setProblem('needPassword');
    if (!understood) return setProblem('needConfirm');
    setProblem(null);
    setBusy(true);
    try {
      await api.selfBlock(password);
      // Navigate first: cleared first, the page's auth guard would add ?redirect= back to here.
      navigate(PATHS.login, { replace: true });
      clearSession();
    } catch (error) {
      setProblem(isApiError(error) && error.status === 401 ? 'wrongPassword' : 'failed');
      setBusy(false);
    }
  };

  return (
    <Section
      as="form"
      id="self-exclusion"
      aria-labelledby="self-exclusion-title"
      noValidate
      onSubmit={(event: FormEvent) => void submit(event)}
    >
      <h2 id="self-exclusion-title">{t('selfExclusion.title')}</h2>
      <p>{t('selfExclusion.intro')}</p>
      <FormField>
        <label htmlFor={passwordId}>{t('selfExclusion.password')}</label>
        <input
          id={passwordId}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={problem === 'needPassword' || problem === 'wrongPassword'}
          aria-describedby={problem ? errorId : undefined}
        />
      </FormField>
      <label>
        <input
          type="checkbox"
          checked={understood}
          onChange={(e) => setUnderstood(e.target.checked)}
        />{' '}
        {t('selfExclusion.understand')}
      </label>
      {problem && (
        <ErrorText id={errorId} role="alert">
          {t(`selfExclusion.${problem}`)}
        </ErrorText>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? t('selfExclusion.busy') : t('selfExclusion.submit')}
      </Button>
    </Section>
  );
}
