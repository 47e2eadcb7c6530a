import game from '../fixtures/lottery/game.json';
import players from '../fixtures/lottery/players.json';
import vouchers from '../fixtures/lottery/vouchers.json';
import type { City, Gender } from '../src/lib/api/types';
import { now, resetClock } from './clock';
import { clearDb, db, nextId } from './db';
import { DAY, HOUR } from './domain/dates';
import { pickWinningNumbers } from './domain/draws';
import { gridResults } from './domain/prizes';
import { random, reseed, rng } from './random';
import { resetScenario } from './scenario';
import { createPlayer, type PlayerStateOption } from './services/accounts/players';
import {
  allDraws,
  catchUp,
  ensureSchedule,
  performDraw,
  resetSchedule,
  type DrawRow,
} from './services/draws';
import { pricePerGridPerDraw } from './services/game-config';
import { book } from './services/ledger';
import { giveVoucher } from './services/vouchers';

export interface SeedOptions {
  /** Freeze the fake clock at this moment (tests, Pact); omitted, it follows real time. */
  clockStart?: number;
}

interface HistoryTicket {
  boughtAt: number;
  draws: DrawRow[];
  tips: number[][];
}

/** Builds the same world on every run: fixtures plus faker under a fixed seed. */
export function seedWorld(options: SeedOptions = {}): void {
  clearDb();
  resetSchedule();
  resetScenario();
  resetClock(options.clockStart);
  reseed(game.seed);
  const start = now();
  ensureSchedule(start - game.pastWeeks * 7 * DAY);
  const past = allDraws().filter((d) => d.drawTime <= start);
  const winning = new Map(past.map((d) => [d.drawId, pickWinningNumbers(random)]));
  seedCodes(start);
  const ahmedHistory = historyFor(past, winning);
  for (const fixture of players.players) {
    const opening = fixture.history
      ? openingDeposit(fixture.balance, ahmedHistory, winning)
      : fixture.balance;
    const player = createPlayer({
      ...fixture,
      state: fixture.state as PlayerStateOption,
      city: fixture.city as City,
      gender: fixture.gender as Gender,
      password: players.password,
      balance: opening,
      withdrawable: fixture.history ? opening : fixture.withdrawable,
      at: start - 57 * DAY,
    });
    if (fixture.history) seedAhmed(player.id, start, ahmedHistory, winning);
  }
  for (let i = 0; i < players.extraRandomPlayers; i += 1) seedRandomPlayer(start);
  // Any past draw not drawn above (no history around it) gets its seeded numbers now.
  for (const draw of allDraws().filter((d) => !d.drawn && d.drawTime <= start)) {
    performDraw(draw, winning.get(draw.drawId) ?? pickWinningNumbers(random));
  }
  catchUp();
}

function seedCodes(start: number): void {
  for (const code of vouchers.codes) {
    db.voucherCode.create({ ...code, expiry: start + code.expiresInDays * DAY });
  }
}

/** Ahmed's past and open tickets; two grids are built to win (3 and 4 matches). */
function historyFor(past: DrawRow[], winning: Map<number, number[]>): HistoryTicket[] {
  const open = allDraws().filter((d) => d.drawTime > now());
  const pick = () => pickWinningNumbers(random);
  const near = (draw: DrawRow, matches: number) => {
    const win = winning.get(draw.drawId) ?? [];
    const rest = Array.from({ length: 29 }, (_, i) => i + 1).filter((n) => !win.includes(n));
    return [...win.slice(0, matches), ...rng.helpers.arrayElements(rest, 6 - matches)].sort(
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
    tickets.push({ boughtAt: now() - 2 * HOUR, draws: [open[0]], tips: [pick(), pick()] });
  if (open[1])
    tickets.push({ boughtAt: now() - HOUR, draws: [open[0] as DrawRow, open[1]], tips: [pick()] });
  return tickets.sort((a, b) => a.boughtAt - b.boughtAt);
}

const costOf = (t: HistoryTicket) => t.tips.length * t.draws.length * pricePerGridPerDraw();

/** The first deposit that makes the seeded history end at exactly the fixture's balance. */
function openingDeposit(
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
function seedAhmed(
  playerId: number,
  start: number,
  history: HistoryTicket[],
  winning: Map<number, number[]>,
): void {
  const events = [
    ...history.map((t) => ({ at: t.boughtAt, run: () => buy(playerId, t) })),
    ...allDraws()
      .filter((d) => d.drawTime <= start)
      .map((d) => ({
        at: d.drawTime,
        run: () => performDraw(d, winning.get(d.drawId) as number[]),
      })),
  ].sort((a, b) => a.at - b.at);
  for (const event of events) event.run();
  const gift = vouchers.ahmedVouchers;
  for (const v of gift) giveVoucher(playerId, { ...v, expiry: start + v.expiresInDays * DAY });
  db.paymentAccount.create({
    paymentAccountId: nextId('paymentAccount', 61),
    playerId,
    method: 'FIB',
    fullName: 'Ahmed Hassan',
    walletNumber: '07701234567',
  });
}

function buy(playerId: number, t: HistoryTicket): void {
  const orderId = nextId('order', 7001);
  const receiptNumber = `R${orderId}-${nextId('receipt', 40001)}`;
  db.order.create({ orderId, playerId, state: 'PURCHASED', receiptNumber, created: t.boughtAt });
  book(playerId, 'ORDER_PAYMENT', -costOf(t), { at: t.boughtAt, transactionId: `ORD-${orderId}` });
  const ticketId = nextId('ticket', 120001);
  db.ticket.create({
    ticketId,
    playerId,
    orderId,
    receiptNumber,
    ticketnumber: `629-${String(ticketId).padStart(8, '0')}`,
    ticketTypeName: '6of29',
    tipsJson: JSON.stringify(t.tips),
    drawIds: t.draws.map((d) => d.drawId),
    settledDrawIds: [],
    created: t.boughtAt,
    state: 'OPEN',
    cost: costOf(t),
    stake: pricePerGridPerDraw(),
    winAmount: 0,
    winningNumbers: [],
    tipResultsJson: '[]',
  });
}

function seedRandomPlayer(start: number): void {
  const balance = rng.number.int({ min: 0, max: 40 }) * 1000;
  const firstName = rng.person.firstName();
  const lastName = rng.person.lastName();
  createPlayer({
    phone: `0780${rng.string.numeric(7)}`,
    password: players.password,
    state: 'verified',
    balance,
    withdrawable: balance,
    firstName,
    lastName,
    email: rng.internet.email({ firstName, lastName, provider: 'example.org' }).toLowerCase(),
    at: start - rng.number.int({ min: 5, max: 50 }) * DAY,
  });
}
