import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Muted } from '@/components/ui/layout';
import { pythonCheck } from '../snippet';

const Pre = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  overflow-x: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: left;
`;

/** The same checks with another tool: a Python 3 snippet with this draw's values filled in. */
export function CheckYourself({ seed, drawId }: { seed: string; drawId: number }) {
  const { t } = useTranslation('draws');
  return (
    <>
      <h2>{t('yourself.title')}</h2>
      <Muted>{t('yourself.intro')}</Muted>
      <Pre dir="ltr" data-testid="python-check">
        <code>{pythonCheck(seed, drawId)}</code>
      </Pre>
    </>
  );
}
