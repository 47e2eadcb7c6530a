import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import * as favourites from '../../src/lib/api/favourites';
import { FAVOURITE_STATES, SAVED_FAVOURITE } from '../states-favourites';
import { errorBody, grid, serverDateTime } from './support/matchers';
import {
  AUTH_HEADERS,
  expectApiError,
  extensionsPact,
  logIn,
  useMockServer,
  VOID_OK,
} from './support/pact';

const { eachLike, fromProviderState, integer, like } = MatchersV3;
const pact = extensionsPact();
const numbers = [...SAVED_FAVOURITE.numbers];
const favourite = {
  favouriteId: integer(501),
  name: like(SAVED_FAVOURITE.name),
  numbers: grid(numbers),
  created: serverDateTime('2026-11-22T12:00:00+03:00'),
};
const JSON_HEADERS = { ...AUTH_HEADERS, 'Content-Type': 'application/json' };
const byId = (example: number) =>
  fromProviderState('/users/favourites/${favouriteId}', `/users/favourites/${example}`);

// Extension (docs/decisions/0018-extension-calls-favourites.md): a logged-in player's favourite grids.
describe('lottery API extensions: favourites', () => {
  beforeEach(logIn);

  it('lists the player’s favourites', () =>
    pact
      .addInteraction()
      .given(FAVOURITE_STATES.oneFavourite)
      .uponReceiving('a request for the player’s favourites')
      .withRequest('GET', '/users/favourites', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(200, (b) => b.jsonBody(eachLike(favourite)))
      .executeTest(async (server) => {
        useMockServer(server);
        const [first] = await favourites.getFavourites();
        expect(first?.numbers).toHaveLength(6);
      }));

  it('saves a favourite', () =>
    pact
      .addInteraction()
      .given(FAVOURITE_STATES.noFavourites)
      .uponReceiving('a new favourite')
      .withRequest('POST', '/users/favourites', (b) =>
        b.headers(JSON_HEADERS).jsonBody({ name: 'Family', numbers }),
      )
      .willRespondWith(201, (b) => b.jsonBody(favourite))
      .executeTest(async (server) => {
        useMockServer(server);
        const saved = await favourites.createFavourite({ name: 'Family', numbers });
        expect(saved.favouriteId).toBe(501);
      }));

  it('refuses a favourite whose numbers are not 6 of 29', () =>
    pact
      .addInteraction()
      .given(FAVOURITE_STATES.noFavourites)
      .uponReceiving('a favourite with a number out of range')
      .withRequest('POST', '/users/favourites', (b) =>
        b.headers(JSON_HEADERS).jsonBody({ name: '', numbers: [1, 2, 3, 4, 5, 30] }),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorBody('VALIDATION_FAILED')))
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(
          favourites.createFavourite({ name: '', numbers: [1, 2, 3, 4, 5, 30] }),
          400,
          'VALIDATION_FAILED',
        );
      }));

  it('refuses a favourite above the limit', () =>
    pact
      .addInteraction()
      .given(FAVOURITE_STATES.fullFavourites)
      .uponReceiving('a favourite beyond the most allowed')
      .withRequest('POST', '/users/favourites', (b) =>
        b.headers(JSON_HEADERS).jsonBody({ name: 'One more', numbers }),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorBody('FAVOURITES_LIMIT')))
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(
          favourites.createFavourite({ name: 'One more', numbers }),
          400,
          'FAVOURITES_LIMIT',
        );
      }));

  it('renames and changes a favourite', () =>
    pact
      .addInteraction()
      .given(FAVOURITE_STATES.oneFavourite)
      .uponReceiving('a change to a favourite')
      .withRequest('PUT', byId(501), (b) =>
        b.headers(JSON_HEADERS).jsonBody({ name: 'Birthdays', numbers: [1, 5, 9, 14, 22, 27] }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...favourite,
          name: 'Birthdays',
          numbers: [1, 5, 9, 14, 22, 27],
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const changed = await favourites.updateFavourite(501, {
          name: 'Birthdays',
          numbers: [1, 5, 9, 14, 22, 27],
        });
        expect(changed.name).toBe('Birthdays');
      }));

  it('answers 404 for a favourite that is not the player’s', () =>
    pact
      .addInteraction()
      .given(FAVOURITE_STATES.noFavourites)
      .uponReceiving('a change to an unknown favourite')
      .withRequest('PUT', '/users/favourites/999999', (b) =>
        b.headers(JSON_HEADERS).jsonBody({ name: '', numbers }),
      )
      .willRespondWith(404, (b) => b.jsonBody(errorBody('NOT_FOUND')))
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(
          favourites.updateFavourite(999999, { name: '', numbers }),
          404,
          'NOT_FOUND',
        );
      }));

  it('deletes a favourite', () =>
    pact
      .addInteraction()
      .given(FAVOURITE_STATES.oneFavourite)
      .uponReceiving('a deletion of a favourite')
      .withRequest('DELETE', byId(501), (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(VOID_OK)
      .executeTest(async (server) => {
        useMockServer(server);
        await expect(favourites.deleteFavourite(501)).resolves.toBeFalsy();
      }));
});
