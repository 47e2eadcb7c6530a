import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { PATHS } from '@/lib/navigation';

/** Links to the results history, the statistics and the number checker (their own routes). */
export function PlayerToolsLinks() {
  const { t } = useTranslation();
  const links = [PATHS.resultsHistory, PATHS.statistics, PATHS.checkNumbers] as const;
  const titles = {
    [PATHS.resultsHistory]: t('titles.resultsHistory'),
    [PATHS.statistics]: t('titles.statistics'),
    [PATHS.checkNumbers]: t('titles.checkNumbers'),
  };
  return (
    <Card as="nav" aria-label={t('titles.results')}>
      {links.map((to) => (
        <Button key={to} as={Link} to={to} $variant="link">
          {titles[to]}
        </Button>
      ))}
    </Card>
  );
}
