import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CheckboxField, Form, rule, SubmitButton, TextField } from '@/components/ui/form';
import { ErrorText } from '@/components/ui/layout';
import { isApiError } from '@/lib/api/errors';
import type { SelfExclusion, SelfExclusionLength } from '@/lib/api/types';
import { PATHS } from '@/lib/navigation';
import {
  useExcludeSelf,
  useSelfExclusionMoney,
  useSelfExclusionOptions,
} from '../api/use-self-exclusion';
import { useSelfBlock } from '../api/use-self-block';
import { endExcludedSession, exclusionText, type Exclusion } from './self-exclusion-done';
import { SelfExclusionMoney } from './self-exclusion-money';
import { SelfExclusionLengths } from './self-exclusion-lengths';
import { Section } from './section';

type Values = { password: string; understood: boolean };
const rules = {
  password: rule<Values>((value) =>
    value === '' ? 'responsible:selfExclusion.needPassword' : null,
  ),
  understood: {
    validate: (value: string | boolean) =>
      value === true || 'responsible:selfExclusion.needConfirm',
  },
};

/**
 * Self-exclusion, confirmed with the password (encrypted by the adapter) and a checkbox. Where the
 * backend offers lengths (extension, decision 0207) the player chooses one; otherwise the spec's
 * self-block. Either way the backend ends every session: the app forgets the player at once and
 * says on the start screen what the backend answered, the money left included (decision 0255).
 */
export function SelfExclusionSection() {
  const { t } = useTranslation('responsible');
  const offered = useSelfExclusionOptions().data ?? [];
  const [chosen, setChosen] = useState<SelfExclusionLength | null>(null);
  const length = chosen ?? offered[0] ?? null;
  const selfBlock = useSelfBlock();
  const excludeSelf = useExcludeSelf();
  const [failed, setFailed] = useState(false);
  const moneyLeft = useSelfExclusionMoney();
  const navigate = useNavigate();
  const form = useForm<Values>({ defaultValues: { password: '', understood: false } });

  const exclude = async (password: string): Promise<[Exclusion, SelfExclusion['payout']]> => {
    if (!length) return selfBlock.mutateAsync(password).then(() => [{ kind: 'blocked' }, null]);
    const { until, payout = null } = await excludeSelf.mutateAsync({ length, password });
    // Until when is the backend's answer; an unreadable one is not guessed from the length.
    if (until === null && length === 'PERMANENT') return [{ kind: 'permanent' }, payout];
    return [typeof until === 'string' ? { kind: 'dated', until } : { kind: 'blocked' }, payout];
  };

  const onValid = async ({ password }: Values) => {
    setFailed(false);
    try {
      const [exclusion, payout] = await exclude(password);
      const text = exclusionText(t, exclusion, payout);
      endExcludedSession(t('selfExclusion.done.title'), text, () =>
        navigate(PATHS.home, { replace: true }),
      );
    } catch (error) {
      // The spec's self-block says 401; the extension 403 INVALID_CREDENTIALS (decision 0207).
      const wrong =
        isApiError(error) &&
        (error.status === 401 || (error.status === 403 && error.code === 'INVALID_CREDENTIALS'));
      if (!wrong) return setFailed(true);
      const message = 'responsible:selfExclusion.wrongPassword';
      return form.setError('password', { type: 'server', message }, { shouldFocus: true });
    }
  };

  return (
    <Form
      form={form}
      onValid={onValid}
      component={Section}
      id="self-exclusion"
      aria-labelledby="self-exclusion-title"
    >
      <h2 id="self-exclusion-title">{t('selfExclusion.title')}</h2>
      <p>{t('selfExclusion.intro')}</p>
      {length && <SelfExclusionLengths lengths={offered} value={length} onChange={setChosen} />}
      <SelfExclusionMoney moneyLeft={moneyLeft ?? undefined} />
      <TextField<Values>
        name="password"
        rules={rules.password}
        label={t('selfExclusion.password')}
        type="password"
        autoComplete="current-password"
      />
      <CheckboxField<Values>
        name="understood"
        rules={rules.understood}
        label={t('selfExclusion.understand')}
      />
      {failed && <ErrorText role="alert">{t('selfExclusion.failed')}</ErrorText>}
      <SubmitButton
        pending={selfBlock.isPending || excludeSelf.isPending}
        pendingLabel={t('selfExclusion.busy')}
      >
        {t('selfExclusion.submit')}
      </SubmitButton>
    </Form>
  );
}
