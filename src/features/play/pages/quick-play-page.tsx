import { PATHS } from '@/lib/navigation';
import { useId, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { LazyPlayFavourites } from '@/entities/favourites/ui/lazy';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { NumberRow } from '@/components/lottery/number-row';
import { draftStore } from '@/entities/draft';
import { formatDrawDate } from '@/lib/format';
import { ticketCost } from '@/lib/lottery/cost';
import { quickPick } from '@/lib/lottery/pick-rules';
import { useTicketType } from '../api/get-ticket-type';
import { useOfferDraws } from '../api/use-offer-draws';
import { AddToCartBar } from '../components/add-to-cart-bar';
import { CostSummary } from '../components/cost-summary';
import { Column, PageHeader, PlayLayout, Row } from '../components/play-layout';
import { useSubmitTicket } from '../hooks/use-submit-ticket';
import { playActions } from '../stores/play-draft';

/** How many grids each quick-play button picks. */
const QUICK_OPTIONS = [1, 2, 4, 6] as const;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Grids = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(5)};
`;

/** Quick play: one tap picks a whole ticket (random grids for the next draw). */
export default function QuickPlayPage() {
  const { t, i18n } = useTranslation('play');
  const totalId = useId();
  const { type, rules, price } = useTicketType();
  const offer = useOfferDraws(type?.ticketTypeName);
  const { grids, drawIds } = useSnapshot(draftStore);
  const submit = useSubmitTicket(type?.ticketTypeName, rules);
  const [picked, setPicked] = useState(false);
  const nextDraw = offer.draws[0];

  const quick = (count: number) => {
    if (!nextDraw) return;
    const ticket = Array.from({ length: count }, () => quickPick(Math.random, rules));
    playActions.replaceTicket(ticket, [nextDraw.drawId]);
    setPicked(true);
  };

  // The player's favourite grids as the ticket, for the next draw, in one tap.
  const playFavourites = (favourites: number[][]) => {
    if (!nextDraw || favourites.length === 0) return;
    playActions.replaceTicket(favourites, [nextDraw.drawId]);
    setPicked(true);
  };

  return (
    <PlayLayout>
      <PageHeader>
        <h1>{t('quick.title')}</h1>
        <p>{t('quick.intro')}</p>
      </PageHeader>
      <Column>
        <Card>
          {offer.isSuccess && !nextDraw ? <p role="alert">{t('quick.noDraw')}</p> : null}
          <Options>
            {QUICK_OPTIONS.map((count) => (
              <Button
                key={count}
                type="button"
                $variant="secondary"
                aria-label={t('quick.optionLabel', { count })}
                disabled={!nextDraw}
                onClick={() => quick(count)}
              >
                {t('quick.option', { count })}
              </Button>
            ))}
          </Options>
        </Card>
        <Suspense fallback={null}>
          <LazyPlayFavourites onPlay={playFavourites} />
        </Suspense>
      </Column>
      {picked ? (
        <Column>
          <Card aria-labelledby="quick-ticket">
            <h2 id="quick-ticket">{t('quick.yourTicket')}</h2>
            {nextDraw ? <p>{formatDrawDate(nextDraw.drawDate, i18n.language)}</p> : null}
            <Grids>
              {grids.map((grid, index) => (
                <li key={index}>
                  <NumberRow
                    numbers={[...grid]}
                    size="sm"
                    tone="picked"
                    label={t('grid.numbers', { number: index + 1 })}
                  />
                </li>
              ))}
            </Grids>
            <CostSummary
              grids={grids.length}
              numbersToPick={rules.numbersToPick}
              totalId={totalId}
              draws={drawIds.length}
              price={price}
              total={ticketCost(grids as number[][], drawIds.length, price, rules)}
            />
            <Row>
              <AddToCartBar
                {...submit}
                empty={grids.length === 0}
                emptyHint={totalId}
                onSubmit={submit.submit}
              />
            </Row>
            <Row>
              <Button type="button" $variant="link" onClick={() => quick(grids.length)}>
                {t('quick.again')}
              </Button>
              <Button as={Link} to={PATHS.play6of29} $variant="link">
                {t('quick.edit')}
              </Button>
            </Row>
          </Card>
        </Column>
      ) : null}
    </PlayLayout>
  );
}
