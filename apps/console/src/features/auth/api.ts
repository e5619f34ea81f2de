import { CONSOLE_CLIENT_ID } from '@parley/contract';
import { useMutation } from '@tanstack/react-query';
import { useAppContext } from '../../lib/app-context';

/** Auto-login: trades a one-time login token for a session. */
export function useLoginTokenExchange() {
  const { api, auth, queryClient } = useAppContext();
  return useMutation({
    mutationFn: async (token: string) => {
      const tokens = await api.token({
        grant_type: 'login_token',
        client_id: CONSOLE_CLIENT_ID,
        token,
      });
      // A new session, perhaps another user's: nothing cached from before may show.
      queryClient.removeQueries();
      auth.setTokens(tokens);
    },
  });
}
