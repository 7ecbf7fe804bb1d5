import * as oidc from 'openid-client';
import type { Config } from '../../config.ts';

/** What the browser carries between the redirect to Google and the way back (signed cookie). */
export interface PendingSignIn {
  state: string;
  nonce: string;
  verifier: string;
}

export interface GoogleIdentity {
  subject: string;
  email: string;
}

/**
 * OpenID Connect authorization-code flow with PKCE, state and nonce (openid-client). Discovery
 * runs once, on first use. Plain-http issuers are allowed only on the loopback interface (tests
 * against a local provider).
 */
export function googleSignIn(google: NonNullable<Config['google']>) {
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    discovered ??= (async () => {
      const issuer = new URL(google.issuer);
      const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
      return oidc.discovery(
        issuer,
        google.clientId,
        google.clientSecret,
        undefined,
        issuer.protocol === 'http:' && loopback ? { execute: [oidc.allowInsecureRequests] } : {},
      );
    })().catch((err: unknown) => {
      discovered = undefined; // try again next time
      throw err;
    });
    return discovered;
  };

  return {
    async start(redirectUri: string): Promise<{ url: string; pending: PendingSignIn }> {
      const pending = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      return { url: url.href, pending };
    },

    /**
     * Exchanges the code; the identity only when the provider vouches for the e-mail: the ID
     * token must say `email_verified: true`. A missing claim is not a yes.
     */
    async finish(callbackUrl: URL, pending: PendingSignIn): Promise<GoogleIdentity | undefined> {
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : '';
      if (!claims?.sub || !email || claims.email_verified !== true) return undefined;
      return { subject: claims.sub, email };
    },
  };
}
