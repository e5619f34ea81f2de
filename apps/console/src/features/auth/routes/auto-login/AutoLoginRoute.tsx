import { MSG } from '@parley/contract';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../../lib/api-error';
import { useLoginTokenExchange } from '../../api';
import { returnTarget } from '../../links';
import { AutoLoginPage } from './AutoLoginPage';

/** HTTP 400: the server's message; anything else reads as the server being out of reach. */
function autoLoginError(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) {
    return error.serverMessage ?? MSG.incorrectLogin;
  }
  return MSG.cannotContact;
}

export default function AutoLoginRoute() {
  const { tokenParam = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const exchange = useLoginTokenExchange();
  const { mutate } = exchange;
  const started = useRef(false);
  const returnTo = returnTarget(searchParams.toString()) ?? '/';

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(tokenParam, { onSuccess: () => void navigate(returnTo, { replace: true }) });
  }, [mutate, navigate, returnTo, tokenParam]);

  return <AutoLoginPage error={exchange.isError ? autoLoginError(exchange.error) : null} />;
}
