import { OAuth2Server } from 'oauth2-mock-server';

export interface TestOidcProvider {
  /** e.g. http://127.0.0.1:41234 — pass as OIDC_ISSUER. */
  issuer: string;
  /** Claims the next ID tokens carry: `{ sub, email, email_verified }`. */
  setIdentity(claims: Record<string, unknown>): void;
  stop(): Promise<void>;
}

/**
 * A real OpenID Connect provider on 127.0.0.1 (discovery, authorize, token, JWKS) standing in for
 * Google (ADR 013). Its authorize endpoint answers at once with a code, as Google does for a user
 * who already consented.
 */
export async function startOidcProvider(): Promise<TestOidcProvider> {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  let identity: Record<string, unknown> = {};
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, identity);
  });
  return {
    issuer: provider.issuer.url!,
    setIdentity: (claims) => {
      identity = claims;
    },
    stop: () => provider.stop(),
  };
}
