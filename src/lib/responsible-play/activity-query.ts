import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Booking } from '@/lib/api/types';
import { responsiblePlayKeys } from './keys';

const PAGE = 100;
/** 5,000 bookings at most: far beyond a year of ordinary play, and a bound on the requests. */
const MAX_PAGES = 50;

/** Every booking of the account, page by page (the spec has no summary call). */
export async function fetchAllBookings(): Promise<Booking[]> {
  const all: Booking[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const batch = await api.getBookings({ from: page * PAGE, quantity: PAGE });
    all.push(...batch);
    if (batch.length < PAGE) break;
  }
  return all;
}

export const useAllBookings = () =>
  useQuery({ queryKey: responsiblePlayKeys.activity(), queryFn: fetchAllBookings });
