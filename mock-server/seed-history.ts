import type { World } from './world/state';
import vouchers from '../fixtures/lottery/vouchers.json';
import { now } from './clock';
import { nextId } from './db';
import { DAY, HOUR } from './domain/dates';
import { pickWinningNumbers } from './domain/draws';
import { gridResults } from './domain/prizes';
import { random } from './random';
import { allDraws, performDraw, type DrawRow } from './services/draws';
import { pricePerGridPerDraw } from './services/game-config';
import { bookOrder } from './services/orders/book-order';
import { giveVoucher } from './services/vouchers';

/** The seeded history of the demo player Ahmed: past and open tickets, wins, a voucher. */
export interface HistoryTicket {
  boughtAt: number;
  draws: DrawRow[];
  tips: number[][];
}

/** Ahmed's past and open tickets; two grids are built to win (3 and 4 matches). */
export function historyFor(
  world: World,
  past: DrawRow[],
  winning: Map<number, number[]>,
): HistoryTicket[] {
  const open = allDraws(world).filter((d) => d.drawTime > now(world));
  const pick = () => pickWinningNumbers(() => random(world));
  const near = (draw: DrawRow, matches: number) => {
    const win = winning.get(draw.drawId) ?? [];
    const rest = Array.from({ length: 29 }, (_, i) => i + 1).filter((n) => !win.includes(n));
    return [...win.slice(0, matches), ...world.faker.helpers.arrayElements(rest, 6 - matches)].sort(
      (a, b) => a - b,
    );
  };
  const at = (draw: DrawRow, daysBefore: number) => draw.drawTime - daysBefore * DAY - 3 * HOUR;
  const byAge = (weeksAgo: number) => past[past.length - 1 - weeksAgo * 2] as DrawRow;
  const tickets: HistoryTicket[] = [
    { boughtAt: at(byAge(5), 1), draws: [byAge(5)], tips: [near(byAge(5), 4), pick()] },
    {
      boughtAt: at(byAge(3), 2),
      draws: [byAge(3), past[past.length - 6] as DrawRow],
      tips: [pick()],
    },
    { boughtAt: at(byAge(2), 1), draws: [byAge(2)], tips: [near(byAge(2), 3), pick(), pick()] },
    { boughtAt: at(byAge(0), 1), draws: [byAge(0)], tips: [pick(), pick()] },
  ];
  if (open[0])
    tickets.push({ boughtAt: now(world) - 2 * HOUR, draws: [open[0]], tips: [pick(), pick()] });
  if (open[1])
    tickets.push({
      boughtAt: now(world) - HOUR,
      draws: [open[0] as DrawRow, open[1]],
      tips: [pick()],
    });
  return tickets.sort((a, b) => a.boughtAt - b.boughtAt);
}

const costOf = (t: HistoryTicket) => t.tips.length * t.draws.length * pricePerGridPerDraw();

/** The first deposit that makes the seeded history end at exactly the fixture's balance. */
export function openingDeposit(
  balance: number,
  history: HistoryTicket[],
  winning: Map<number, number[]>,
): number {
  const spent = history.reduce((sum, t) => sum + costOf(t), 0);
  const won = history.reduce(
    (sum, t) =>
      sum +
      t.draws.reduce((s, d) => {
        const numbers = winning.get(d.drawId);
        return numbers ? s + gridResults(t.tips, numbers, 0).reduce((p, r) => p + r.prize, 0) : s;
      }, 0),
    0,
  );
  return balance + spent - won;
}

/** Buys the history in time order and draws each past draw right after the purchases before it. */
export function seedAhmed(
  world: World,
  playerId: number,
  start: number,
  history: HistoryTicket[],
  winning: Map<number, number[]>,
): void {
  const events = [
    ...history.map((t) => ({ at: t.boughtAt, run: () => buy(world, playerId, t) })),
    ...allDraws(world)
      .filter((d) => d.drawTime <= start)
      .map((d) => ({
        at: d.drawTime,
        run: () => performDraw(world, d, winning.get(d.drawId) as number[]),
      })),
  ].sort((a, b) => a.at - b.at);
  for (const event of events) event.run();
  const gift = vouchers.ahmedVouchers;
  for (const v of gift)
    giveVoucher(world, playerId, { ...v, expiry: start + v.expiresInDays * DAY });
  world.db.paymentAccount.create({
    paymentAccountId: nextId(world, 'paymentAccount', 61),
    playerId,
    method: 'FIB',
    fullName: 'Ahmed Hassan',
    walletNumber: '07701234567',
  });
}

function buy(world: World, playerId: number, t: HistoryTicket): void {
  bookOrder(world, {
    playerId,
    at: t.boughtAt,
    cost: costOf(t),
    charge: costOf(t),
    tickets: [
      {
        ticketTypeName: '6of29',
        tips: t.tips,
        drawIds: t.draws.map((d) => d.drawId),
        // Bought by hand.
        subscriptionId: null,
      },
    ],
  });
}
