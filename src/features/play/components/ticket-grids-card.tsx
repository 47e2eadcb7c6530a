import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { PickRules } from '@/lib/lottery/pick-rules';
import { draftStore } from '@/entities/draft';
import { playActions, playUi, type ClearedTicket } from '../stores/play-draft';
import { GridList } from './grid-list';
import { Row } from './play-layout';

/* The 44 px Undo button beside one line of text: centred, not stretched to the row's height
   (its label sat a line below "All grids cleared."). */
const UndoRow = styled(Row)`
  align-items: center;
`;

/** Every grid of the ticket, with add grid and clear all. */
export function TicketGridsCard({ rules }: { rules: PickRules }) {
  const { t } = useTranslation('play');
  const { grids } = useSnapshot(draftStore);
  const { activeGrid } = useSnapshot(playUi);
  const [cleared, setCleared] = useState<ClearedTicket | null>(null);
  const empty = grids.every((grid) => grid.length === 0);
  // Undo stays offered until the player picks again (then there is a new ticket to keep).
  const undo = cleared && empty ? cleared : null;
  return (
    <Card aria-labelledby="grids-title">
      <h2 id="grids-title">{t('ticket.title')}</h2>
      <GridList
        grids={grids as number[][]}
        activeIndex={activeGrid}
        rules={rules}
        onEdit={playActions.editGrid}
        onRemove={playActions.removeGrid}
      />
      <Row>
        <Button type="button" $variant="secondary" onClick={playActions.addGrid}>
          {t('ticket.addGrid')}
        </Button>
        <Button
          type="button"
          $variant="link"
          disabled={empty}
          onClick={() => setCleared(playActions.clearAll())}
        >
          {t('ticket.clearAll')}
        </Button>
      </Row>
      <div role="status">
        {undo ? (
          <UndoRow>
            <span>{t('ticket.cleared')}</span>
            <Button
              type="button"
              $variant="link"
              onClick={() => {
                playActions.restore(undo);
                setCleared(null);
              }}
            >
              {t('ticket.undo')}
            </Button>
          </UndoRow>
        ) : null}
      </div>
    </Card>
  );
}
