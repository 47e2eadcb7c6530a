import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { GridActionSlot } from '@/components/slots/grid-action';
import { Button } from '@/components/ui/button';
import { NumberRow } from '@/components/lottery/number-row';
import { Form, rule, SelectField, SubmitButton } from '@/components/ui/form';
import { StackCard } from '@/components/ui/card';
import { NarrowPage } from '@/components/ui/layout';
import { formatIqd } from '@/lib/format';
import { totalPrize } from '@/lib/lottery/check-numbers';
import { parseNumbers } from '@/lib/lottery/parse-numbers';
import { PATHS } from '@/lib/navigation';
import { useCheck } from '../api/use-check';
import { CheckTable } from '../components/check-table';
import { NumbersSource, type CheckValues } from '../components/numbers-source';
import { LoadStatus } from '@/components/ui/load-status';
import { startDraftWith } from '@/entities/draft';

/** The ranges a check can cover, in days back from today. */
const RANGES = [31, 92, 183, 366] as const;

const numbersRule = rule<CheckValues>((value) => {
  const { error } = parseNumbers(value);
  return error ? `checker:errors.${error}` : null;
});

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

/** Check my numbers: six numbers of the player's choosing against a range of draws, with ranks and prizes. Visitors too. */
export default function CheckNumbersPage() {
  const { t, i18n } = useTranslation('checker');
  const navigate = useNavigate();
  const form = useForm<CheckValues>({
    defaultValues: { source: 'type', numbers: '', days: String(RANGES[1]) },
  });
  const [checked, setChecked] = useState<{ numbers: number[]; days: number } | null>(null);
  const check = useCheck(checked?.numbers ?? null, checked?.days ?? RANGES[1]);
  const wins = check.checks.filter((c) => c.rank !== null);
  const total = totalPrize(check.checks);
  const draws = t('result.drawsChecked', { count: check.checks.length });
  const winsText = t('result.withPrize', { count: wins.length });

  const onValid = ({ numbers, days }: CheckValues) => {
    const parsed = parseNumbers(numbers);
    setChecked(parsed.numbers ? { numbers: parsed.numbers, days: Number(days) } : null);
  };

  return (
    <NarrowPage $maxWidth={960}>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <StackCard>
        <Form form={form} onValid={onValid} onInvalid={() => setChecked(null)} component={Column}>
          <NumbersSource rules={numbersRule} />
          <SelectField<CheckValues>
            name="days"
            label={t('range.label')}
            options={RANGES.map((d) => ({ value: String(d), label: t(`range.d${d}`) }))}
          />
          <div>
            <SubmitButton>{t('check')}</SubmitButton>
          </div>
        </Form>
      </StackCard>
      {checked ? (
        <StackCard aria-labelledby="check-result-title" aria-busy={check.loading}>
          <h2 id="check-result-title">{t('result.title')}</h2>
          <NumberRow numbers={checked.numbers} label={t('result.yourNumbers')} tone="picked" />
          <LoadStatus
            inline
            loading={check.loading}
            failed={check.failed}
            onRetry={check.retry}
            loadingText={t('result.loading')}
            errorText={t('result.failed')}
            retryText={t('result.retry')}
          />
          {!check.loading && !check.failed ? (
            <p role="status" data-testid="check-summary">
              {total === null
                ? t('result.summaryUnknownTotal', { draws, wins: winsText })
                : t('result.summary', { draws, wins: winsText, amount: formatIqd(total) })}
            </p>
          ) : null}
          {check.checks.length > 0 ? (
            <CheckTable checks={check.checks} lang={i18n.language} />
          ) : null}
          <Row>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => {
                startDraftWith([checked.numbers]);
                navigate(PATHS.play6of29);
              }}
            >
              {t('result.play')}
            </Button>
            <GridActionSlot numbers={checked.numbers} />
          </Row>
        </StackCard>
      ) : null}
    </NarrowPage>
  );
}
