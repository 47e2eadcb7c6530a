import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CartLayout } from './cart-layout';
import { loginPathFor, PATHS } from '@/lib/navigation';

/** A visitor's cart: log in first (the backend keeps a cart per player). */
export function CartLoginNeeded() {
  const { t } = useTranslation('cart');
  return (
    <CartLayout>
      <h1>{t('title')}</h1>
      <Card>
        <p>{t('loginNeeded')}</p>
        <Button as={Link} to={loginPathFor(PATHS.cart)}>
          {t('login')}
        </Button>
      </Card>
    </CartLayout>
  );
}
