import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { StackCard } from '@/components/ui/card';
import { ErrorText, Muted, NarrowPage } from '@/components/ui/layout';
import { isApiError } from '@/lib/api/errors';
import { PATHS } from '@/lib/navigation';
import { tipsFromRouteState, useSubscriptions } from '@/entities/subscriptions';
import { useDrawWeekdays } from '../api/use-draw-weekdays';
import { useChangeSubscription, useCreateSubscription } from '../api/use-subscription-changes';
import { GridsPreview } from '../components/grids-preview';
import { SubscribeFields } from '../components/subscribe-fields';
import { initialForm, toInput, type FormProblem } from '../utils/subscribe-form';

const REFUSALS: Record<string, FormProblem | 'tooMany'> = {
  INVALID_TIPS: 'noGrids',
  INVALID_WEEKDAYS: 'pickDay',
  INVALID_DRAW_COUNT: 'drawCountRange',
  INVALID_JACKPOT_MINIMUM: 'jackpotInvalid',
  TOO_MANY_SUBSCRIPTIONS: 'tooMany',
};

/** /subscribe: these grids in every draw (or on chosen days), for N draws or until cancelled. */
export default function SubscribePage() {
  const { t } = useTranslation('subscriptions');
  const location = useLocation();
  const navigate = useNavigate();
  const editId = Number(useSearchParams()[0].get('edit') ?? NaN);
  const editing = useSubscriptions().data?.find((s) => s.subscriptionId === editId);
  const tips = editing?.tips ?? tipsFromRouteState(location.state);
  const weekdays = useDrawWeekdays();
  const [form, setForm] = useState(() => initialForm(editing));
  const [problem, setProblem] = useState<FormProblem | 'tooMany' | 'failed' | null>(null);
  const create = useCreateSubscription();
  const change = useChangeSubscription();
  const pending = create.isPending || change.isPending;

  const submit = () => {
    const checked = toInput(tips, form);
    if ('problem' in checked) return setProblem(checked.problem);
    setProblem(null);
    const { tips: grids, ...terms } = checked.input;
    const done = { onSuccess: () => navigate(PATHS.subscriptions) };
    const refused = (error: unknown) =>
      setProblem((isApiError(error) && REFUSALS[error.code ?? '']) || 'failed');
    if (editing)
      change.mutate({ id: editing.subscriptionId, change: terms }, { ...done, onError: refused });
    else create.mutate({ tips: grids, ...terms }, { ...done, onError: refused });
  };

  return (
    <NarrowPage $maxWidth={640}>
      <h1>{editing ? t('subscribe.editTitle') : t('subscribe.title')}</h1>
      <Muted>{t('subscribe.intro')}</Muted>
      <StackCard>
        <p>{t('subscribe.grids', { count: tips.length })}</p>
        <GridsPreview tips={tips} />
      </StackCard>
      <StackCard as="form" onSubmit={(e: FormEvent) => (e.preventDefault(), submit())}>
        <SubscribeFields form={form} weekdays={weekdays} onChange={setForm} />
        <Muted>{t('subscribe.costNote')}</Muted>
        <div role="alert">
          {problem ? <ErrorText>{t(`subscribe.${problem}`)}</ErrorText> : null}
        </div>
        <Button type="submit" $block disabled={pending || tips.length === 0}>
          {editing ? t('subscribe.save') : t('subscribe.submit')}
        </Button>
        <Button
          type="button"
          $variant="text"
          $block
          onClick={() => (editing ? navigate(PATHS.subscriptions) : navigate(-1))}
        >
          {t('subscribe.cancel')}
        </Button>
      </StackCard>
    </NarrowPage>
  );
}
