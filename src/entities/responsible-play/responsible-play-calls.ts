import { api } from '@/lib/api';
import { unlessNotOffered } from '@/lib/api/errors';
import type { Booking, ResponsiblePlayState } from '@/lib/api/types';

/**
 * The player's responsible-play state, or null when the backend does not offer the extension
 * (404): the app then hides the screens that need it (docs/decisions/0017-extension-calls-responsible-play.md).
 */
export async function fetchResponsiblePlay(): Promise<ResponsiblePlayState | null> {
  return unlessNotOffered(api.getResponsiblePlay());
}

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
