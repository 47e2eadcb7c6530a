import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PATHS } from '@/lib/navigation';
import { useCharitySplit } from '../queries';

/** A card linking to the causes page, only where the backend offers the charity calls. */
export function CausesLink() {
  const { t } = useTranslation();
  const split = useCharitySplit();
  if (!split) return null;
  return (
    <Card as="nav" aria-label={t('titles.causes')}>
      <Button as={Link} to={PATHS.causes} $variant="link">
        {t('titles.causes')}
      </Button>
    </Card>
  );
}
