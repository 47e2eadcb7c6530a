import { call } from './http/call';
import { checkedCall } from './http/checked-call';

// Draw calls no start route makes: they load with the on-use calls (decision 0161, 0176).

export const getDrawWinnings = (drawId: number) =>
  checkedCall('getDrawWinnings', { params: { drawId } });

export const getDrawInformation = (gameTypeNames: string, nextAmount: number) =>
  call('getDrawInformation', { params: { gameTypeNames, nextAmount } });

/** A draw's published proof (extension, decisions 0200 and 0218); 404 = not offered. */
export const getDrawVerification = (drawId: number) =>
  checkedCall('getDrawVerification', { params: { drawId } });

/** The player's wins paid by claim, with the threshold (extension, decision 0251); 404 = none. */
export const getPrizeClaims = () => checkedCall('getPrizeClaims');
