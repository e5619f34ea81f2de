import {
  endpoints,
  type TAccount,
  type TChangePasswordRequest,
  type TForgotPasswordRequest,
  type TResetPasswordRequest,
  type TUpdateAccountRequest,
} from '@parley/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api';
import { useApi } from '../../lib/app-context';

export const accountKeys = {
  all: ['account'] as const,
  current: () => [...accountKeys.all, 'current'] as const,
};

/** The signed-in user: loaded once after login, then only when something invalidates it. */
export const accountQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: accountKeys.current(),
    queryFn: () => api.call(endpoints.account.findAccount),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useAccount(enabled = true) {
  return useQuery({ ...accountQuery(useApi()), enabled });
}

export function useUpdateAccount() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateAccountRequest) =>
      api.call(endpoints.account.updateAccount, { body }),
    onSuccess: (account: TAccount) => queryClient.setQueryData(accountKeys.current(), account),
  });
}

export function useChangePassword() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: TChangePasswordRequest) =>
      api.call(endpoints.account.updatePassword, { body }),
  });
}

export function useForgotPassword() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: TForgotPasswordRequest) =>
      api.call(endpoints.account.requestPasswordReset, { body }, { auth: false }),
  });
}

export function useResetPassword() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: TResetPasswordRequest) =>
      api.call(endpoints.account.updatePassword, { body }, { auth: false }),
  });
}

/** Admins change their password through an e-mailed link. */
export function useRequestPasswordEmail() {
  const api = useApi();
  return useMutation({
    mutationFn: () => api.call(endpoints.account.emailPasswordLink, { body: { current: true } }),
  });
}
