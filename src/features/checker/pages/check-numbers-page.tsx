import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { LazySaveFavourite } from '@/components/favourites/lazy';
import { Button } from '@/components/ui/button';
import { NumberRow } from '@/components/lottery/number-row';
import { FormField } from '@/components/ui/form-field';
import { StackCard } from '@/components/ui/card';
import { NarrowPage } from '@/components/ui/layout';
import { OptionalSlot } from '@/components/ui/optional-slot';
import { formatIqd } from '@/lib/format';
import { startDraftWith } from '@/lib/game';
import { totalPrize } from '@/lib/lottery/check-numbers';
import { parseNumbers, type NumbersError } from '@/lib/lottery/parse-numbers';
import { PATHS } from '@/lib/navigation';
import { useCheck } from '../api/use-check';
import { CheckTable } from '../components/check-table';
import { NumbersSource, type Source } from '../components/numbers-source';

/** The ranges a check can cover, in days back from today. */
const RANGES = [31, 92, 183, 366] as const;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

/** Check my numbers: any 6 numbers against the draws of a range, with ranks and prizes. Visitors too. */
export default function CheckNumbersPage() {
  const { t, i18n } = useTranslation('checker');
  const navigate = useNavigate();
  const [source, setSource] = useState<Source>('type');
  const [value, setValue] = useState('');
  const [days, setDays] = useState<number>(RANGES[1]);
  const [error, setError] = useState<NumbersError | null>(null);
  const [checked, setChecked] = useState<{ numbers: number[]; days: number } | null>(null);
  const check = useCheck(checked?.numbers ?? null, checked?.days ?? days);
  const wins = check.checks.filter((c) => c.rank !== null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseNumbers(value);
    setError(parsed.error);
    setChecked(parsed.numbers ? { numbers: parsed.numbers, days } : null);
  };

  return (
    <NarrowPage $maxWidth={960}>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <StackCard>
        <Form onSubmit={submit} noValidate>
          <NumbersSource
            source={source}
            onSource={setSource}
            value={value}
            onValue={setValue}
            error={error}
          />
          <FormField>
            {t('range.label')}
            <select value={days} onChange={(e) => setDays(Number(e.target.value))}>
              {RANGES.map((d) => (
                <option key={d} value={d}>
                  {t(`range.d${d}`)}
                </option>
              ))}
            </select>
          </FormField>
          <div>
            <Button type="submit">{t('check')}</Button>
          </div>
        </Form>
      </StackCard>
      {checked ? (
        <StackCard aria-labelledby="check-result-title" aria-busy={check.loading}>
          <h2 id="check-result-title">{t('result.title')}</h2>
          <NumberRow numbers={checked.numbers} label={t('result.yourNumbers')} tone="picked" />
          {check.loading ? <p role="status">{t('result.loading')}</p> : null}
          {check.failed ? (
            <p role="alert">
              {t('result.failed')}{' '}
              <Button type="button" $variant="link" onClick={check.retry}>
                {t('result.retry')}
              </Button>
            </p>
          ) : null}
          {!check.loading && !check.failed ? (
            <p role="status" data-testid="check-summary">
              {t('result.summary', {
                draws: check.checks.length,
                wins: wins.length,
                amount: formatIqd(totalPrize(check.checks)),
              })}
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
            <OptionalSlot>
              <LazySaveFavourite numbers={checked.numbers} />
            </OptionalSlot>
          </Row>
        </StackCard>
      ) : null}
    </NarrowPage>
  );
}
