import { call } from './http/call';
import { checkedCall } from './http/checked-call';
import type {
  CommunicationPreferences,
  PasswordResetChange,
  ProfileUpdate,
  RegistrationRequest,
  UiLanguage,
  WithdrawRequest,
} from './types';
import { encryptPassword } from './password';

export interface Page {
  from: number;
  quantity: number;
}

export const login = (username: string, password: string) =>
  call('login', { params: { username, password } });

/** Failures are swallowed: the answer never tells whether the number exists. */
export const forgotPassword = (username: string) =>
  call('forgotPassword', { params: { username } });

export const register = (body: RegistrationRequest) => call('register', { data: body });

export const confirmMobileNumber = (activateCode: string) =>
  call('confirmMobileNumber', { params: { activateCode } });

export const resendMobileConfirmation = () => call('resendMobileConfirmation');

export const resetPasswordWithCode = ({
  password,
  passwordConfirmation,
  ...rest
}: PasswordResetChange) =>
  call('resetPasswordWithCode', {
    params: {
      ...rest,
      password: encryptPassword(password),
      passwordConfirmation: encryptPassword(passwordConfirmation),
    },
  });

export const getProfile = () => call('getProfile');

export const getAccountBalance = () => checkedCall('getAccountBalance');

export const logout = () => call('logout');

export const updateProfile = (body: ProfileUpdate) => call('updateProfile', { data: body });

export const getBookings = (page: Page) => checkedCall('getBookings', { params: page });

/** `actionKey`: the Idempotency-Key of this player action; a repeat of the action passes it again. */
export const withdraw = (body: WithdrawRequest, actionKey?: string) =>
  checkedCall('withdraw', { data: body, actionKey });

export const changePassword = (password: string, newPassword: string) =>
  call('changePassword', { params: { password, newPassword } });

export const selfBlock = (password: string) =>
  call('selfBlock', { params: { password: encryptPassword(password) } });

export const selfClose = () => call('selfClose');

export const updateCommunicationPreferences = (body: CommunicationPreferences) =>
  call('updateCommunicationPreferences', { data: body });

export const setLanguage = (iso: UiLanguage) => call('setLanguage', { data: { iso } });

export const getMessages = (page: Page) => call('getMessages', { params: page });

export const getVouchers = () => checkedCall('getVouchers');

export const redeemVoucher = (voucherCode: string, actionKey?: string) =>
  checkedCall('redeemVoucher', { params: { voucherCode }, actionKey });

export const confirmEmail = (activationId: string) =>
  call('confirmEmail', { params: { activationId } });

export const getPaymentAccounts = () => call('getPaymentAccounts');
