import type { World } from '../world/state';
import type { TermsState } from '../../src/lib/api/types';
import { now } from '../clock';
import { acceptTerms, termsStateOf, type TermsAcceptanceRecord } from '../domain/terms';
import { updatePlayer } from './accounts/players';
import type { PlayerRow } from './ledger';

const recordOf = (player: PlayerRow): TermsAcceptanceRecord => ({
  version: player.termsVersion,
  at: player.termsAcceptedAt,
});

/** Extension (decision 0179): the latest terms and what this player accepted. */
export const termsOf = (player: PlayerRow): TermsState => termsStateOf(recordOf(player));

/** Records the player's acceptance of `version` (the latest only) and answers the new state. */
export function acceptTermsFor(world: World, player: PlayerRow, version: string): TermsState {
  const record = acceptTerms(recordOf(player), version, now(world));
  const updated = updatePlayer(world, player.id, {
    termsVersion: record.version,
    termsAcceptedAt: record.at,
  });
  return termsStateOf(recordOf(updated));
}
