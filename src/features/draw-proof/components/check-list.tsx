import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Check } from '@/lib/api/draw-proof/verify';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(2)};
    align-items: start;
  }
  .mark {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  [data-passed='true'] .mark {
    color: ${({ theme }) => theme.colors.success};
  }
  [data-passed='false'] .mark {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

type Outcome = 'passed' | 'failed' | 'unconfirmed';
const outcomeOf = (check: Check): Outcome =>
  check.passed === null ? 'unconfirmed' : check.passed ? 'passed' : 'failed';
const MARK: Record<Outcome, string> = { passed: '✓', failed: '✗', unconfirmed: '?' };

/**
 * Each check in plain words, said passed, failed or not confirmed in words as well as by its mark.
 * Only the commitment's timing can be unconfirmed (decision 0263).
 */
export function CheckList({ checks }: { checks: Check[] }) {
  const { t } = useTranslation('draws');
  return (
    <List>
      {checks.map((check) => {
        const outcome = outcomeOf(check);
        return (
          <li key={check.id} data-passed={outcome} data-testid={`check-${check.id}`}>
            <span className="mark" aria-hidden="true">
              {MARK[outcome]}
            </span>
            <span>
              <strong>{t(outcome)}</strong>{' '}
              {t(
                outcome === 'unconfirmed'
                  ? 'checks.committedEarly.unconfirmed'
                  : `checks.${check.id}.${outcome}`,
              )}
            </span>
          </li>
        );
      })}
    </List>
  );
}
