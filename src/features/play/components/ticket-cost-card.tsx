import { OptionalSlot } from '@/components/ui/optional-slot';
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { Card } from '@/components/ui/card';
import { ticketCost } from '@/lib/lottery/cost';
import { completeGrids, type PickRules } from '@/lib/lottery/pick-rules';
import { useSubmitTicket } from '../hooks/use-submit-ticket';
import { draftStore } from '@/entities/draft';
import { LazySubscribeLink } from '@/entities/subscriptions/ui/lazy';
import { WhenNearView } from '@/lib/near-view';
import { AddToCartBar } from './add-to-cart-bar';
import { CostSummary } from './cost-summary';
import { Row } from './play-layout';

interface TicketCostCardProps {
  ticketTypeName: string | undefined;
  rules: PickRules;
  price: number | undefined;
}

/** The running cost of the ticket and "Add to cart". */
export function TicketCostCard({ ticketTypeName, rules, price }: TicketCostCardProps) {
  const { grids, drawIds } = useSnapshot(draftStore);
  const submit = useSubmitTicket(ticketTypeName, rules);
  const gridList = grids as number[][];
  const completed = completeGrids(gridList, rules);
  const complete = completed.length;
  const totalId = useId();
  return (
    <Card>
      <CostSummary
        grids={complete}
        numbersToPick={rules.numbersToPick}
        totalId={totalId}
        draws={drawIds.length}
        price={price}
        total={ticketCost(gridList, drawIds.length, price, rules)}
      />
      <Row>
        <AddToCartBar
          {...submit}
          empty={complete === 0}
          emptyHint={totalId}
          onSubmit={submit.submit}
        />
      </Row>
      {/* Beside Add to cart where the backend offers subscriptions (decision 0224). */}
      <OptionalSlot>
        <WhenNearView>
          <LazySubscribeLink tips={completed} block />
        </WhenNearView>
      </OptionalSlot>
    </Card>
  );
}
