import type { OperationInfo } from './operation-info';

const extension = (info: Omit<OperationInfo, 'extension'>): OperationInfo => ({
  ...info,
  extension: true,
});

/** The extension calls (lottery-api-extensions), keyed like OPERATIONS. */
export const EXTENSION_OPERATIONS: Readonly<Record<string, OperationInfo>> = {
  'GET /users/alert-preferences': extension({
    id: 'getAlertPreferences',
    summary: "The player's alert switches per topic and channel",
  }),
  'PUT /users/alert-preferences': extension({
    id: 'setAlertPreferences',
    summary: 'Change some alert switches (unknown topics or channels are refused)',
  }),
  'GET /users/alerts': extension({
    id: 'getAlerts',
    summary: "The player's in-app alerts, newest first, and how many are unread",
  }),
  'POST /users/alerts/read': extension({
    id: 'readAlerts',
    summary: 'Mark every in-app alert read',
  }),
  'GET /users/favourites': extension({
    id: 'getFavourites',
    summary: "The player's favourite grids",
  }),
  'POST /users/favourites': extension({
    id: 'createFavourite',
    ok: 201,
    summary: 'Save a favourite grid',
  }),
  'PUT /users/favourites/:favouriteId': extension({
    id: 'updateFavourite',
    summary: 'Rename or change a favourite',
  }),
  'DELETE /users/favourites/:favouriteId': extension({
    id: 'deleteFavourite',
    ok: 204,
    summary: 'Delete a favourite',
  }),
  'GET /users/terms': extension({
    id: 'getTerms',
    summary: 'The terms version and whether the player accepted it',
  }),
  'PUT /users/terms': extension({
    id: 'acceptTerms',
    refusals: [409],
    summary: 'Accept the current terms',
  }),
};
