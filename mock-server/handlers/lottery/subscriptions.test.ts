import { describe, expect, it } from 'vitest';
import type { Subscription } from '../../../src/lib/api/types';
import { subscription } from '../../../src/lib/api/contract/subscriptions';
import { call, token, useFake } from '../../testing/fake';

useFake();

const GRID = [3, 9, 14, 20, 25, 29];
const body = { tips: [GRID], weekdays: null, drawCount: 4, minJackpot: null };
const create = async (auth: string, b: unknown = body) =>
  call<Subscription & { status: string }>('/users/subscriptions', {
    method: 'POST',
    token: auth,
    body: b,
  });

describe('subscriptions extension', () => {
  it('creates, lists, pauses, resumes, edits and cancels, answering its schema', async () => {
    const auth = await token();
    const created = await create(auth);
    expect(created.status).toBe(201);
    expect(subscription.safeParse(created.body).success).toBe(true);
    const id = created.body.subscriptionId;
    const put = (b: unknown) =>
      call<Subscription>(`/users/subscriptions/${id}`, { method: 'PUT', token: auth, body: b });
    expect((await put({ status: 'PAUSED' })).body).toMatchObject({
      status: 'PAUSED',
      pausedBy: 'PLAYER',
      nextRenewal: null,
    });
    expect((await put({ status: 'ACTIVE' })).body.status).toBe('ACTIVE');
    expect((await put({ weekdays: [4], minJackpot: 300_000_000 })).body).toMatchObject({
      weekdays: [4],
      minJackpot: 300_000_000,
    });
    const list = await call<Subscription[]>('/users/subscriptions', { token: auth });
    expect(list.body.map((s) => s.subscriptionId)).toEqual([id]);
    const cancelled = await call<Subscription>(`/users/subscriptions/${id}`, {
      method: 'DELETE',
      token: auth,
    });
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', cancelledBy: 'PLAYER' });
    expect((await put({ status: 'ACTIVE' })).body).toMatchObject({ status: 'SUBSCRIPTION_ENDED' });
    const renewals = await call(`/users/subscriptions/${id}/renewals`, { token: auth });
    expect(renewals).toEqual({ status: 200, body: [] });
  });

  it.each([
    [{ ...body, tips: [[1, 2, 3]] }, 'INVALID_TIPS'],
    [{ ...body, tips: [] }, 'INVALID_TIPS'],
    [{ ...body, weekdays: [2] }, 'INVALID_WEEKDAYS'],
    [{ ...body, drawCount: 0 }, 'INVALID_DRAW_COUNT'],
    [{ ...body, minJackpot: -5 }, 'INVALID_JACKPOT_MINIMUM'],
  ])('refuses bad terms with 400 and a code (%j)', async (b, code) => {
    expect(await create(await token(), b)).toMatchObject({ status: 400, body: { status: code } });
  });

  it('answers 404 for an unknown id, 400 for a change with nothing known, 401 without a session', async () => {
    const auth = await token();
    expect((await call('/users/subscriptions/999', { method: 'DELETE', token: auth })).status).toBe(
      404,
    );
    const { body: sub } = await create(auth);
    const put = await call(`/users/subscriptions/${sub.subscriptionId}`, {
      method: 'PUT',
      token: auth,
      body: { colour: 'red' },
    });
    expect(put).toMatchObject({ status: 400, body: { status: 'NOTHING_TO_CHANGE' } });
    expect((await call('/users/subscriptions')).status).toBe(401);
  });
});
