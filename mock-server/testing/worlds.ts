import { call, ORIGIN, type CallOptions } from './fake';
import { DEMO_PASSWORD } from '../../fixtures/demo-players';

/** A new world through the control API; its calls go under `/w/{id}`. */
export async function newWorld(clockStart?: number, id?: string): Promise<string> {
  const { status, body } = await call<{ id: string }>('/worlds', {
    method: 'POST',
    base: `${ORIGIN}/__control`,
    body: {
      ...(clockStart === undefined ? {} : { clockStart }),
      ...(id ? { id, reseed: true } : {}),
    },
  });
  if (status !== 201 && !(id && status === 200))
    throw new Error(`POST /__control/worlds answered ${status}`);
  return body.id;
}

const baseOf = (world: string | null, area: string) =>
  world ? `${ORIGIN}/w/${world}${area}` : `${ORIGIN}${area}`;

/** A lottery call in `world` (null: the default world). */
export const inWorld = <T = unknown>(
  world: string | null,
  path: string,
  options: CallOptions = {},
) => call<T>(path, { ...options, base: baseOf(world, '/lottery') });

/** A control call in `world` (null: the default world). */
export const controlIn = <T = unknown>(
  world: string | null,
  path: string,
  options: CallOptions = {},
) => call<T>(path, { ...options, base: baseOf(world, '/__control') });

export async function tokenIn(world: string | null, username = '07701234567'): Promise<string> {
  const { status, body } = await inWorld<{ securityToken: string }>(world, '/users/login', {
    method: 'POST',
    query: { username, password: DEMO_PASSWORD },
  });
  if (status !== 200) throw new Error(`login in ${world ?? 'default'} answered ${status}`);
  return body.securityToken;
}
