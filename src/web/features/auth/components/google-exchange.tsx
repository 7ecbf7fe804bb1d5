import type { AuthResponse } from '../../../../shared/accounts/schemas.ts';
import { exchangeGoogleCode } from '../api/exchange-google-code.ts';
import { authFormTexts } from './auth-texts.ts';
import { useRunOnce } from './use-run-once.ts';

export interface GoogleExchangeProps {
  onSignedIn: (answer: AuthResponse) => void;
  onFailed: () => void;
}

/**
 * Back from Google: trades the one-time code the server put in an http-only cookie for a
 * session. The code works once, so the request is sent once even when React runs effects twice;
 * the user shown afterwards is the server's answer, never anything from the address.
 */
export function GoogleExchange({ onSignedIn, onFailed }: GoogleExchangeProps) {
  useRunOnce(() => exchangeGoogleCode().then(onSignedIn, onFailed));
  return <p role="status">{authFormTexts.signingIn}</p>;
}
