import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PATHS } from '@/lib/navigation';

/** No cart, or one without positions: an invitation to play. */
export function EmptyCart() {
  const { t } = useTranslation('cart');
  return (
    <Card>
      <p>{t('empty')}</p>
      <Button as={Link} to={PATHS.play6of29}>
        {t('playNow')}
      </Button>
    </Card>
  );
}
