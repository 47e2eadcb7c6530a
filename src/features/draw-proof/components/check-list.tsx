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

/** Each check in plain words, said passed or failed in words as well as by its mark. */
export function CheckList({ checks }: { checks: Check[] }) {
  const { t } = useTranslation('draws');
  return (
    <List>
      {checks.map((check) => (
        <li key={check.id} data-passed={check.passed} data-testid={`check-${check.id}`}>
          <span className="mark" aria-hidden="true">
            {check.passed ? '✓' : '✗'}
          </span>
          <span>
            <strong>{t(check.passed ? 'passed' : 'failed')}</strong>{' '}
            {t(`checks.${check.id}.${check.passed ? 'passed' : 'failed'}`)}
          </span>
        </li>
      ))}
    </List>
  );
}
