import { Suspense, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { LazyPlayFavourites, LazySaveFavourite } from '@/components/favourites/lazy';
import { Card } from '@/components/ui/card';
import { JackpotCountdown } from '@/components/lottery/jackpot-countdown';
import { Button } from '@/components/ui/button';
import { gameStore } from '@/lib/game';
import { formatServerDate } from '@/lib/format';
import { ticketCost } from '@/lib/lottery/cost';
import { luckyNumbers } from '@/lib/lottery/lucky-numbers';
import { completeGrids } from '@/lib/lottery/pick-rules';
import { useTicketType } from '@/lib/lottery/use-ticket-type';
import { sessionStore } from '@/lib/session';
import { useOfferDraws } from '../api/use-offer-draws';
import { AddToCartBar } from '../components/add-to-cart-bar';
import { CostSummary } from '../components/cost-summary';
import { DrawPicker } from '../components/draw-picker';
import { GridEditor } from '../components/grid-editor';
import { GridList } from '../components/grid-list';
import { LazyPlayAhead, PlayAheadPlaceholder } from '../components/lazy-play-ahead';
import {
  BoardColumn,
  PageHeader,
  PlayLayout,
  Row,
  Teaser,
  TicketColumn,
} from '../components/play-layout';
import { useSubmitTicket } from '../hooks/use-submit-ticket';
import { playActions, playUi } from '../stores/play-draft';

/** Play 6 of 29 (also the start page "/"): grids on a board, draws, running cost, add to cart. */
export default function PlayPage() {
  const { t, i18n } = useTranslation('play');
  const isHome = useLocation().pathname === '/';
  const { grids, drawIds } = useSnapshot(gameStore).draft;
  const { activeGrid } = useSnapshot(playUi);
  const profile = useSnapshot(sessionStore).profile;
  const { type, rules, price } = useTicketType();
  const offer = useOfferDraws(type?.ticketTypeName);
  const submit = useSubmitTicket(type?.ticketTypeName, rules);
  const gridList = grids as number[][];
  const active = gridList[activeGrid] ?? [];

  const firstDraw = offer.draws[0]?.drawId;
  const onSale = offer.draws.map((d) => d.drawId).join(',');
  useEffect(() => {
    if (!offer.isSuccess) return;
    playActions.keepDraws(onSale ? onSale.split(',').map(Number) : []);
    if (firstDraw !== undefined) playActions.defaultDraw(firstDraw);
  }, [offer.isSuccess, onSale, firstDraw]);

  const { refetch } = offer;
  const retryOffer = useCallback(() => void refetch(), [refetch]);

  const lucky = () =>
    playActions.setGrid(luckyNumbers(profile?.dateOfBirth ?? formatServerDate(new Date()), rules));

  return (
    <PlayLayout>
      <PageHeader>
        <h1>{isHome ? t('homeTitle') : t('title')}</h1>
        <p>{t('intro')}</p>
      </PageHeader>
      <Teaser>
        <JackpotCountdown />
      </Teaser>
      <BoardColumn>
        <Card aria-label={t('grid.title', { number: activeGrid + 1 })}>
          <GridEditor
            grid={active}
            index={activeGrid}
            rules={rules}
            onToggle={(n) => playActions.toggle(n, rules)}
            onQuickSelect={() => playActions.quickSelect(rules)}
            onLucky={lucky}
            onClear={() => playActions.clearGrid()}
          />
          <Suspense fallback={null}>
            <LazySaveFavourite numbers={active} />
          </Suspense>
        </Card>
        <Card aria-labelledby="grids-title">
          <h2 id="grids-title">{t('ticket.title')}</h2>
          <GridList
            grids={gridList}
            activeIndex={activeGrid}
            rules={rules}
            onEdit={playActions.editGrid}
            onRemove={playActions.removeGrid}
          />
          <Row>
            <Button type="button" $variant="secondary" onClick={playActions.addGrid}>
              {t('ticket.addGrid')}
            </Button>
            <Button type="button" $variant="link" onClick={playActions.clearAll}>
              {t('ticket.clearAll')}
            </Button>
          </Row>
        </Card>
        <Suspense fallback={null}>
          <LazyPlayFavourites onPlay={playActions.playGrids} />
        </Suspense>
      </BoardColumn>
      <TicketColumn>
        <Card>
          <Suspense fallback={<PlayAheadPlaceholder aria-hidden />}>
            <LazyPlayAhead
              draws={offer.draws}
              selected={drawIds}
              grids={completeGrids(gridList, rules).length}
              price={price}
              onChoose={playActions.chooseDraws}
            />
          </Suspense>
          <DrawPicker
            draws={offer.draws}
            selected={drawIds as number[]}
            loading={offer.isPending && offer.fetchStatus !== 'idle'}
            failed={offer.isError}
            onToggle={playActions.toggleDraw}
            onRetry={retryOffer}
            lang={i18n.language}
          />
        </Card>
        <Card>
          <CostSummary
            grids={completeGrids(gridList, rules).length}
            draws={drawIds.length}
            price={price}
            total={ticketCost(gridList, drawIds.length, price, rules)}
          />
          <Row>
            <AddToCartBar {...submit} onSubmit={submit.submit} />
          </Row>
        </Card>
      </TicketColumn>
    </PlayLayout>
  );
}
