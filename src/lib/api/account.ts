import { call } from './http/call';
import { checkedCall } from './http/checked-call';
import { idempotencyHeader } from './http/idempotency';
import type {
  CommunicationPreferences,
  ConfirmEmailResponse,
  LoginResponse,
  PasswordResetChange,
  PaymentAccount,
  PlayerMessage,
  ProfileUpdate,
  RegistrationRequest,
  ResendConfirmationResponse,
  UiLanguage,
  UserProfile,
  WithdrawRequest,
} from './types';
import { encryptPassword } from './password';

export interface Page {
  from: number;
  quantity: number;
}

export const login = (username: string, password: string) =>
  call<LoginResponse>('login', {
    method: 'POST',
    url: '/users/login',
    params: { username, password },
  });

/** Failures are swallowed: the answer never tells whether the number exists. */
export const forgotPassword = (username: string) =>
  call<void>('forgotPassword', {
    method: 'POST',
    url: '/users/password/reset/forgot',
    params: { username },
  });

export const register = (body: RegistrationRequest) =>
  call<LoginResponse>('register', { method: 'PUT', url: '/users/registration', data: body });

export const confirmMobileNumber = (activateCode: string) =>
  call<void>('confirmMobileNumber', {
    method: 'POST',
    url: '/users/confirm-mobile-number',
    params: { activateCode },
  });

export const resendMobileConfirmation = () =>
  call<ResendConfirmationResponse>('resendMobileConfirmation', {
    method: 'POST',
    url: '/users/resend-mobile-confirmation',
  });

export const resetPasswordWithCode = ({
  password,
  passwordConfirmation,
  ...rest
}: PasswordResetChange) =>
  call<void>('resetPasswordWithCode', {
    method: 'POST',
    url: '/users/password/reset/change',
    params: {
      ...rest,
      password: encryptPassword(password),
      passwordConfirmation: encryptPassword(passwordConfirmation),
    },
  });

export const getProfile = () => call<UserProfile>('getProfile', { method: 'GET', url: '/users' });

export const getAccountBalance = () =>
  checkedCall('getAccountBalance', { method: 'GET', url: '/users/account-balance' });

export const logout = () => call<void>('logout', { method: 'POST', url: '/users/logout' });

export const updateProfile = (body: ProfileUpdate) =>
  call<UserProfile>('updateProfile', { method: 'PUT', url: '/users', data: body });

export const getBookings = (page: Page) =>
  checkedCall('getBookings', { method: 'GET', url: '/users/bookings', params: page });

/** `actionKey`: the Idempotency-Key of this player action; a repeat of the action passes it again. */
export const withdraw = (body: WithdrawRequest, actionKey?: string) =>
  checkedCall('withdraw', {
    method: 'POST',
    url: '/users/wallet/withdraw',
    data: body,
    headers: idempotencyHeader(actionKey),
  });

export const changePassword = (password: string, newPassword: string) =>
  call<void>('changePassword', {
    method: 'POST',
    url: '/users/password/change',
    params: { password, newPassword },
  });

export const selfBlock = (password: string) =>
  call<void>('selfBlock', {
    method: 'POST',
    url: '/users/self-block',
    params: { password: encryptPassword(password) },
  });

export const selfClose = () => call<void>('selfClose', { method: 'PUT', url: '/users/self-close' });

export const updateCommunicationPreferences = (body: CommunicationPreferences) =>
  call<CommunicationPreferences>('updateCommunicationPreferences', {
    method: 'PUT',
    url: '/users/communication-preferences',
    data: body,
  });

export const setLanguage = (iso: UiLanguage) =>
  call<void>('setLanguage', { method: 'PUT', url: '/users/language', data: { iso } });

export const getMessages = (page: Page) =>
  call<PlayerMessage[]>('getMessages', { method: 'GET', url: '/users/messages', params: page });

export const getVouchers = () =>
  checkedCall('getVouchers', { method: 'GET', url: '/users/vouchers' });

export const redeemVoucher = (voucherCode: string, actionKey?: string) =>
  checkedCall('redeemVoucher', {
    method: 'PUT',
    url: '/users/vouchers',
    params: { voucherCode },
    headers: idempotencyHeader(actionKey),
  });

export const confirmEmail = (activationId: string) =>
  call<ConfirmEmailResponse>('confirmEmail', {
    method: 'POST',
    url: '/users/confirm-email',
    params: { activationId },
  });

export const getPaymentAccounts = () =>
  call<PaymentAccount[]>('getPaymentAccounts', { method: 'GET', url: '/users/payment-accounts' });
