import { PATHS } from '@/lib/navigation';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { LazyPlayFavourites, WhenFavouritesWanted } from '@/entities/favourites/ui/lazy';
import { JackpotCountdown } from '@/components/lottery/jackpot-countdown';
import { useTicketType } from '../api/get-ticket-type';
import { useJackpot } from '@/entities/game';
import { WhenNearView } from '@/lib/near-view';
import { useOfferDraws } from '../api/use-offer-draws';
import { ActiveGridCard } from '../components/active-grid-card';
import {
  BoardColumn,
  PageHeader,
  PlayLayout,
  Teaser,
  TicketColumn,
} from '../components/play-layout';
import { TicketCostCard } from '../components/ticket-cost-card';
import { TicketDrawsCard } from '../components/ticket-draws-card';
import { TicketGridsCard } from '../components/ticket-grids-card';
import { useSecondPass } from '../hooks/use-second-pass';
import { playActions } from '../stores/play-draft';

// Loaded as the player scrolls towards it, with its backend call and its money check (0262); a
// chunk that cannot load (offline) shows nothing instead of failing the page.
const CharityPlayLine = lazy(() =>
  import('@/entities/charity/ui/charity-play-line').then(
    (m) => ({ default: m.CharityPlayLine }),
    () => ({ default: () => null }),
  ),
);

/**
 * Play 6 of 29 (also the start page "/"): grids on a board, draws, running cost, add to cart.
 * The page itself does not follow the draft: each card follows what it shows. Parts that serve
 * later steps wait (decision 0262): a visitor's favourites for the first touch, key or scroll,
 * the charity line until the player scrolls towards it.
 */
export default function PlayPage() {
  const { t } = useTranslation('play');
  const isHome = useLocation().pathname === PATHS.home;
  const { type, rules, price } = useTicketType();
  const jackpot = useJackpot();
  const offer = useOfferDraws(type?.ticketTypeName);
  const secondPass = useSecondPass();

  const firstDraw = offer.draws[0]?.drawId;
  const onSale = offer.draws.map((d) => d.drawId).join(',');
  useEffect(() => {
    if (!offer.isSuccess) return;
    playActions.keepDraws(onSale ? onSale.split(',').map(Number) : []);
    if (firstDraw !== undefined) playActions.defaultDraw(firstDraw);
  }, [offer.isSuccess, onSale, firstDraw]);

  const { refetch } = offer;
  const retryOffer = useCallback(() => void refetch(), [refetch]);

  return (
    <PlayLayout>
      <PageHeader>
        <h1>{isHome ? t('homeTitle') : t('title')}</h1>
        <p>
          {t('intro')} <Link to={PATHS.odds}>{t('oddsLink')}</Link>
        </p>
      </PageHeader>
      <Teaser>
        <JackpotCountdown {...jackpot} />
      </Teaser>
      <BoardColumn>
        <ActiveGridCard rules={rules} />
        {secondPass && <TicketGridsCard rules={rules} />}
        <WhenFavouritesWanted>
          <Suspense fallback={null}>
            <LazyPlayFavourites onPlay={playActions.playGrids} />
          </Suspense>
        </WhenFavouritesWanted>
      </BoardColumn>
      <TicketColumn>
        {secondPass && (
          <>
            <TicketDrawsCard
              draws={offer.draws}
              loading={offer.isPending && offer.fetchStatus !== 'idle'}
              failed={offer.isError}
              onRetry={retryOffer}
              rules={rules}
              price={price}
            />
            <TicketCostCard ticketTypeName={type?.ticketTypeName} rules={rules} price={price} />
            {/* Last, below the cost: arriving after first paint it moves nothing on the page. */}
            <WhenNearView>
              <Suspense fallback={null}>
                <CharityPlayLine />
              </Suspense>
            </WhenNearView>
          </>
        )}
      </TicketColumn>
    </PlayLayout>
  );
}
