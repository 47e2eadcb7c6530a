import * as z from 'zod/mini';
import type {
  CommunicationPreferences,
  ConfirmEmailResponse,
  DrawInformation,
  Favourite,
  GameInfo,
  LoginResponse,
  LottoResult,
  OfferInfo,
  PaymentAccount,
  PlayerMessage,
  ResendConfirmationResponse,
  ResponsiblePlayState,
  SelfExclusion,
  SelfExclusionOptions,
  TermsState,
  TicketType,
  UserProfile,
} from '../types';
import {
  communicationPreferences,
  confirmEmailResponse,
  loginResponse,
  paymentAccount,
  playerMessage,
  resendConfirmationResponse,
  userProfile,
} from './account';
import {
  favourite,
  responsiblePlayState,
  selfExclusion,
  selfExclusionOptions,
  termsState,
} from './extensions';
import { drawInformation, gameInfo, lottoResult, offerInfo, ticketType } from './offer';
import type { Same } from './same';

/** What each remaining call answers, as the app's types say: documented, not checked. */
export interface DocumentedTypes {
  login: LoginResponse;
  register: LoginResponse;
  resendMobileConfirmation: ResendConfirmationResponse;
  refreshTokens: LoginResponse;
  getProfile: UserProfile;
  updateProfile: UserProfile;
  updateCommunicationPreferences: CommunicationPreferences;
  confirmEmail: ConfirmEmailResponse;
  getMessages: PlayerMessage[];
  getPaymentAccounts: PaymentAccount[];
  getOfferInfo: OfferInfo;
  getGameInfos: GameInfo[];
  getTicketTypes: TicketType[];
  getDrawResults: LottoResult[];
  getDrawInformation: DrawInformation[];
  getResponsiblePlay: ResponsiblePlayState;
  setPlayLimit: ResponsiblePlayState;
  takeTimeOut: ResponsiblePlayState;
  setRealityCheck: ResponsiblePlayState;
  getFavourites: Favourite[];
  createFavourite: Favourite;
  updateFavourite: Favourite;
  getTerms: TermsState;
  acceptTerms: TermsState;
  getSelfExclusionOptions: SelfExclusionOptions;
  excludeSelf: SelfExclusion;
}

export type DocumentedCall = keyof DocumentedTypes;

/**
 * The answers the app reads without a runtime check (decision 0202): their schemas describe them
 * in the OpenAPI documents and check the fake's answers in the contracts suite. App code must not
 * import this map: the app would carry zod and these schemas for nothing.
 */
export const DOCUMENTED_ANSWERS = {
  login: loginResponse,
  register: loginResponse,
  resendMobileConfirmation: resendConfirmationResponse,
  refreshTokens: loginResponse,
  getProfile: userProfile,
  updateProfile: userProfile,
  updateCommunicationPreferences: communicationPreferences,
  confirmEmail: confirmEmailResponse,
  getMessages: z.array(playerMessage),
  getPaymentAccounts: z.array(paymentAccount),
  getOfferInfo: offerInfo,
  getGameInfos: z.array(gameInfo),
  getTicketTypes: z.array(ticketType),
  getDrawResults: z.array(lottoResult),
  getDrawInformation: z.array(drawInformation),
  getResponsiblePlay: responsiblePlayState,
  setPlayLimit: responsiblePlayState,
  takeTimeOut: responsiblePlayState,
  setRealityCheck: responsiblePlayState,
  getFavourites: z.array(favourite),
  createFavourite: favourite,
  updateFavourite: favourite,
  getTerms: termsState,
  acceptTerms: termsState,
  getSelfExclusionOptions: selfExclusionOptions,
  excludeSelf: selfExclusion,
} satisfies { [K in DocumentedCall]: z.ZodMiniType<DocumentedTypes[K]> };

/** The calls whose schema does not read exactly their type; `never` when all match. */
type Drifted = {
  [K in DocumentedCall]: Same<
    z.output<(typeof DOCUMENTED_ANSWERS)[K]>,
    DocumentedTypes[K]
  > extends true
    ? never
    : K;
}[DocumentedCall];

// A schema that drifted from its type fails to compile here, naming the call.
export const everyDocumentedSchemaMatchesItsType: [Drifted] extends [never] ? true : Drifted = true;
