import type { Tables } from '../../db-keys';
import type { CharityContribution } from '../../../src/lib/api/types';
import { splitAmount } from '../../../src/lib/api/charity/split';
import { toServerDate } from '../../domain/dates';
import type { PlayerRow } from '../ledger';
import { charitySplit } from './split-config';

/**
 * The player's good-causes share in `year` (decision 0221): each purchased order's tickets that
 * were sold (cost less the sold-out refund) split as the receipt shows it, so the year's figure is
 * the sum of what each receipt said, to the dinar.
 */
export function charityContribution(
  world: Tables,
  player: PlayerRow,
  year: number,
): CharityContribution {
  const split = charitySplit();
  const goodCauses = world.db.order
    .findMany({ where: { playerId: { equals: player.id } } })
    .filter((order) => order.state === 'PURCHASED')
    .filter((order) => toServerDate(order.purchasedAt).startsWith(`${year}-`))
    .reduce((sum, order) => sum + splitAmount(order.cost - order.refunded, split).goodCauses, 0);
  return { year, goodCauses };
}
