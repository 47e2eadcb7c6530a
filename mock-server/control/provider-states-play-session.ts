/** Provider states of session caps and the spending overview (contracts/states-play-session.ts). */
import type { World } from '../world/state';
import { PLAY_SESSION_STATES as S } from '../../contracts/states-play-session';
import { DAY, MINUTE } from '../domain/dates';
import { setLimit, setSessionMinutes } from '../domain/responsible-play';
import { updatePlayState } from '../services/responsible-play';
import type { ProviderStateAnswer } from './provider-states-support';
import { issueTokensFor, now, requirePlayer } from './world';

/** The seeded demo player (fixtures/demo-players.ts: 07701234567). */
const PHONE = '07701234567';

const tokens = (world: World): ProviderStateAnswer => {
  const issued = issueTokensFor(world, PHONE);
  return {
    securityToken: issued.then((t) => t.securityToken),
    refreshToken: issued.then((t) => t.refreshToken),
  };
};
const change = (world: World, update: Parameters<typeof updatePlayState>[2]) =>
  updatePlayState(world, requirePlayer(world, PHONE).id, update);

export const PLAY_SESSION_BUILDERS: Record<string, (world: World) => ProviderStateAnswer> = {
  [S.sessionCapped]: (world) => {
    change(world, (s) => setSessionMinutes(s, 60));
    return tokens(world);
  },
  [S.coolingOff]: (world) => {
    const at = now(world);
    // A session of another device that reached its cap: what a login during its cooling-off meets.
    change(world, (s) => ({
      ...s,
      cappedSessions: [
        { sid: 'state-capped', endsAt: at - 5 * MINUTE, coolingOffUntil: at + 5 * MINUTE },
      ],
    }));
    return {};
  },
  [S.overviewDue]: (world) => {
    const at = now(world);
    change(world, (s) => ({
      ...setLimit(s, 'SPENDING', 'WEEK', 20_000, at),
      overview: { frequency: 'FORTNIGHT', since: at - 14 * DAY },
    }));
    return tokens(world);
  },
};
