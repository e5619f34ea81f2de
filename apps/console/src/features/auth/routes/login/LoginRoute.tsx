import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAppContext } from '../../../../lib/app-context';
import { clearCallbackError, readCallbackError, startHostedLogin } from '../../hosted-login';
import { returnTarget } from '../../links';
import { LoginPage } from './LoginPage';

/** Starts the hosted log-in by itself, unless it has a failed attempt to report. */
export default function LoginRoute() {
  const { leave } = useAppContext();
  const [searchParams] = useSearchParams();
  const returnTo = returnTarget(searchParams.toString()) ?? '/';
  const [error, setError] = useState(readCallbackError);
  const started = useRef(false);

  useEffect(() => {
    if (error !== null || started.current) return;
    started.current = true;
    void startHostedLogin(returnTo, leave);
  }, [error, returnTo, leave]);

  const logIn = () => {
    clearCallbackError();
    started.current = true;
    setError(null);
    void startHostedLogin(returnTo, leave);
  };

  return <LoginPage error={error} onLogIn={logIn} />;
}
