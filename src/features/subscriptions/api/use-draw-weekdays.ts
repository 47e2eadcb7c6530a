import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { GAME_TYPE_6OF29 } from '@/lib/api/types';
import { offerWindowQuery, sellableDraws } from '@/lib/lottery/draws';
import { offerInfoQuery } from '@/entities/game';
import { drawWeekdays } from '../utils/draw-weekdays';

/** The weekdays the game draws on, as the backend's draws on sale show them (ISO, Iraq time). */
export function useDrawWeekdays() {
  const query = offerWindowQuery(new Date(), GAME_TYPE_6OF29);
  const result = useQuery(offerInfoQuery(query));
  return useMemo(() => drawWeekdays(sellableDraws(result.data, new Date())), [result.data]);
}
