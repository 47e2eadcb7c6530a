import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { PasswordResetChange, RegistrationRequest } from '@/lib/api/types';
import { completeLogin, loadUser, loginWithCredentials } from './login';

export interface Credentials {
  username: string;
  password: string;
}

/** Logs in and loads the player's queries; the ApiError reaches the page. */
export const useLogin = () =>
  useMutation({
    mutationFn: ({ username, password }: Credentials) => loginWithCredentials(username, password),
  });

/** Registers, then keeps the answered tokens: the player is logged in, still unverified. */
export const useRegister = () =>
  useMutation({
    mutationFn: async (body: RegistrationRequest) => {
      const response = await api.register(body);
      await completeLogin(response);
      return response;
    },
  });

/** Confirms the SMS code, then reloads the profile so the player counts as verified. */
export const useConfirmMobile = () =>
  useMutation({
    mutationFn: async (code: string) => {
      await api.confirmMobileNumber(code);
      await loadUser();
    },
  });

export const useResendCode = () =>
  useMutation({ mutationFn: () => api.resendMobileConfirmation() });

/** Failures are swallowed by the adapter: the answer never tells whether the number exists. */
export const useForgotPassword = () =>
  useMutation({ mutationFn: (username: string) => api.forgotPassword(username) });

export const useResetPassword = () =>
  useMutation({ mutationFn: (change: PasswordResetChange) => api.resetPasswordWithCode(change) });
