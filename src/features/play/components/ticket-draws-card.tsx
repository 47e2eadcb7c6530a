import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Card } from '@/components/ui/card';
import type { Draw } from '@/lib/api/types';
import { completeGrids, type PickRules } from '@/lib/lottery/pick-rules';
import { draftStore } from '@/entities/draft';
import { playActions } from '../stores/play-draft';
import { DrawPicker } from './draw-picker';
import { WhenNearView } from '@/lib/near-view';
import { LazyPlayAhead, PlayAheadPlaceholder } from './lazy-play-ahead';

interface TicketDrawsCardProps {
  draws: Draw[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  rules: PickRules;
  price: number | undefined;
}

/** The draws to play: the next weeks in one step, or one by one. */
export function TicketDrawsCard({
  draws,
  loading,
  failed,
  onRetry,
  rules,
  price,
}: TicketDrawsCardProps) {
  const { i18n } = useTranslation();
  const { grids, drawIds } = useSnapshot(draftStore);
  const complete = completeGrids(grids as number[][], rules).length;
  return (
    <Card>
      <Suspense fallback={<PlayAheadPlaceholder aria-hidden />}>
        {/* Below a phone's first screen: loads as the player scrolls towards it (0262). */}
        <WhenNearView placeholder={<PlayAheadPlaceholder />}>
          <LazyPlayAhead
            draws={draws}
            selected={drawIds}
            grids={complete}
            price={price}
            onChoose={playActions.chooseDraws}
          />
        </WhenNearView>
      </Suspense>
      <DrawPicker
        draws={draws}
        selected={drawIds as number[]}
        loading={loading}
        failed={failed}
        onToggle={playActions.toggleDraw}
        onRetry={onRetry}
        lang={i18n.language}
      />
    </Card>
  );
}
