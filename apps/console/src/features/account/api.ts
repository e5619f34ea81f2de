import {
  type TChangePasswordRequest,
  type TForgotPasswordRequest,
  type TResetPasswordRequest,
  type TUpdateAccountRequest,
} from '@parley/contract';
import { accountEndpoints } from '@parley/contract/endpoints/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api';
import { useApiMutation } from '../../lib/api-mutation';
import { useApi } from '../../lib/app-context';

export const accountKeys = {
  all: ['account'] as const,
  current: () => [...accountKeys.all, 'current'] as const,
};

/** The signed-in user: loaded once after login, then only when something invalidates it. */
export const accountQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: accountKeys.current(),
    queryFn: () => api.call(accountEndpoints.findAccount),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useAccount(enabled = true) {
  return useQuery({ ...accountQuery(useApi()), enabled });
}

export function useUpdateAccount() {
  return useApiMutation(
    (api, body: TUpdateAccountRequest) => api.call(accountEndpoints.updateAccount, { body }),
    (queryClient, account) => queryClient.setQueryData(accountKeys.current(), account),
  );
}

export function useChangePassword() {
  return useApiMutation((api, body: TChangePasswordRequest) =>
    api.call(accountEndpoints.updatePassword, { body }),
  );
}

export function useForgotPassword() {
  return useApiMutation((api, body: TForgotPasswordRequest) =>
    api.call(accountEndpoints.requestPasswordReset, { body }, { auth: false }),
  );
}

export function useResetPassword() {
  return useApiMutation((api, body: TResetPasswordRequest) =>
    api.call(accountEndpoints.updatePassword, { body }, { auth: false }),
  );
}

/** Admins change their password through an e-mailed link. */
export function useRequestPasswordEmail() {
  return useApiMutation((api) =>
    api.call(accountEndpoints.emailPasswordLink, { body: { current: true } }),
  );
}
