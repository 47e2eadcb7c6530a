import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PATHS } from '@/lib/navigation';
import { useSubscriptionsOffered } from '../query';
import { subscribeRouteState } from '../route-state';

interface SubscribeLinkProps {
  /** Complete grids; the link is not shown without one. */
  tips: readonly (readonly number[])[];
  block?: boolean;
}

/** "Subscribe" beside "Add to cart": opens the subscribe page with these grids, where offered. */
export function SubscribeLink({ tips, block = false }: SubscribeLinkProps) {
  const { t } = useTranslation('subscriptions');
  const offered = useSubscriptionsOffered();
  if (!offered || tips.length === 0) return null;
  return (
    <Button
      as={Link}
      to={PATHS.subscribe}
      state={subscribeRouteState(tips)}
      $variant="secondary"
      $block={block}
    >
      {t('subscribe.button')}
    </Button>
  );
}
