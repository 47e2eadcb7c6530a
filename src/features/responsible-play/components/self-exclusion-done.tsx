import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { formatDisplayDate } from '@/lib/format';
import { PATHS } from '@/lib/navigation';
import { clearSession } from '@/entities/session';
import { Section } from './section';

/** What the backend said: excluded until `until`, permanently (null), or blocked (the spec's call). */
export type Exclusion =
  { kind: 'dated'; until: string } | { kind: 'permanent' } | { kind: 'blocked' };

/**
 * The confirmation after a self-exclusion: what happened and until when, read before the app
 * forgets the session (the backend already ended it). The button logs out; leaving the page does
 * too, so the session never outlives this screen.
 */
export function SelfExclusionDone({ exclusion }: { exclusion: Exclusion }) {
  const { t } = useTranslation('responsible');
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    heading.current?.focus();
    // After the current task, so a development remount (StrictMode, same task) does not log out;
    // a microtask, not a timer, so the logout never lands later, in whatever runs next.
    return () => {
      mounted.current = false;
      queueMicrotask(() => {
        if (!mounted.current) clearSession();
      });
    };
  }, []);

  const logOut = () => {
    // Navigate first: cleared first, the page's auth guard would add ?redirect= back to here.
    navigate(PATHS.login, { replace: true });
    clearSession();
  };

  return (
    <Section id="self-exclusion" aria-labelledby="self-exclusion-done" role="status">
      <h2 id="self-exclusion-done" ref={heading} tabIndex={-1}>
        {t('selfExclusion.done.title')}
      </h2>
      {exclusion.kind === 'dated' ? (
        <p>
          {t('selfExclusion.done.until')}{' '}
          <strong>
            <bdi dir="ltr" data-testid="self-exclusion-until">
              {formatDisplayDate(exclusion.until)}
            </bdi>
          </strong>
        </p>
      ) : (
        <p>
          <strong>{t(`selfExclusion.done.${exclusion.kind}`)}</strong>
        </p>
      )}
      <p>{t('selfExclusion.done.loggedOut')}</p>
      <Button type="button" onClick={logOut}>
        {t('selfExclusion.done.logOut')}
      </Button>
    </Section>
  );
}
