import { describe, expect, it } from 'vitest';
import type { Favourite } from '../../../src/lib/api/types';
import { MAX_FAVOURITES } from '../../domain/favourites';
import { call, token, useFake } from '../../testing/fake';

useFake();

const save = (auth: string, body: unknown) =>
  call<Favourite>('/users/favourites', { method: 'POST', token: auth, body });

describe('favourites (extension)', () => {
  it('saves, lists, renames and deletes a favourite, sorting its numbers', async () => {
    const auth = await token();
    const created = await save(auth, { name: ' Family ', numbers: [29, 3, 8, 12, 17, 21] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Family', numbers: [3, 8, 12, 17, 21, 29] });
    const id = created.body.favouriteId;
    const renamed = await call<Favourite>(`/users/favourites/${id}`, {
      method: 'PUT',
      token: auth,
      body: { name: 'Birthdays', numbers: [1, 2, 3, 4, 5, 6] },
    });
    expect(renamed.body).toMatchObject({ favouriteId: id, name: 'Birthdays' });
    const list = await call<Favourite[]>('/users/favourites', { token: auth });
    expect(list.body.map((f) => f.name)).toEqual(['Birthdays']);
    expect((await call(`/users/favourites/${id}`, { method: 'DELETE', token: auth })).status).toBe(
      204,
    );
    expect((await call<Favourite[]>('/users/favourites', { token: auth })).body).toEqual([]);
  });

  it('refuses bad numbers and long names with 400, visitors with 401', async () => {
    const auth = await token();
    expect((await save(auth, { name: '', numbers: [1, 1, 2, 3, 4, 5] })).status).toBe(400);
    expect((await save(auth, { name: '', numbers: [1, 2, 3, 4, 5, 30] })).status).toBe(400);
    expect((await save(auth, { name: 'x'.repeat(41), numbers: [1, 2, 3, 4, 5, 6] })).status).toBe(
      400,
    );
    expect((await call('/users/favourites')).status).toBe(401);
  });

  it('keeps at most the limit and hides other players’ favourites (404)', async () => {
    const auth = await token();
    for (let i = 0; i < MAX_FAVOURITES; i += 1)
      expect((await save(auth, { name: `${i}`, numbers: [1, 2, 3, 4, 5, 6] })).status).toBe(201);
    const over = await save(auth, { name: 'one more', numbers: [1, 2, 3, 4, 5, 6] });
    expect(over).toMatchObject({ status: 400, body: { status: 'FAVOURITES_LIMIT' } });
    const mine = (await call<Favourite[]>('/users/favourites', { token: auth })).body[0];
    const other = await token('07701234570');
    const answer = await call(`/users/favourites/${mine?.favouriteId}`, {
      method: 'DELETE',
      token: other,
    });
    expect(answer.status).toBe(404);
  });
});
