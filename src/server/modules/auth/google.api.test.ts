import { afterAll, expect, it } from 'vitest';
import { describeApi, type TestServer, type JsonResponse } from '../../../../tests/api-server.ts';
import type { PublicUser } from '../../../shared/accounts/schemas.ts';
import type { ErrorBody } from '../../lib/errors.ts';
import { signUpUser } from '../../../../tests/factories.ts';
import { startOidcProvider } from '../../../../tests/oidc-provider.ts';

/** The user the sign-in hands back in the `user` query parameter. */
const userOf = (back: URL) => JSON.parse(back.searchParams.get('user') ?? 'null') as PublicUser;

/** The error body of a refused request. */
const errorOf = (res: JsonResponse) => res.body as ErrorBody;

const provider = await startOidcProvider();
afterAll(() => provider.stop());

/** Follows the browser's redirects by hand: our start → provider → our callback → /auth?… */
async function signInWithGoogle(server: TestServer, tamperState = false): Promise<URL> {
  const start = await fetch(`${server.baseUrl}/api/auth/google`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const cookie = start.headers.get('set-cookie')?.split(';')[0] ?? '';
  const authorize = new URL(start.headers.get('location')!);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  if (tamperState) authorize.searchParams.set('state', 'forged');
  const back = await fetch(authorize, { redirect: 'manual' });
  const callback = back.headers.get('location')!;
  const done = await fetch(callback, { redirect: 'manual', headers: { cookie } });
  expect(done.status).toBe(302);
  return new URL(done.headers.get('location')!, server.baseUrl);
}

describeApi(
  'Google sign-in (OpenID Connect, PKCE)',
  (server) => {
    it('creates an account for a new verified Google user and returns to /auth with token and user', async () => {
      provider.setIdentity({
        sub: 'google-sub-1',
        email: 'Pat.Smith@Gmail.com',
        email_verified: true,
      });
      const back = await signInWithGoogle(server());
      expect(back.pathname).toBe('/auth');
      const user = userOf(back);
      expect(user).toMatchObject({
        email: 'pat.smith@gmail.com',
        username: 'pat.smith',
        acceptedTerms: true,
      });
      const me = await server().api(`/api/users/${user._id}`, {
        token: back.searchParams.get('token')!,
      });
      expect(me.status).toBe(200);

      // signing in again finds the same account
      const again = await signInWithGoogle(server());
      expect(userOf(again)._id).toBe(user._id);
    });

    it('links Google to an existing account with the same verified e-mail', async () => {
      const existing = await signUpUser(server(), 'linkme');
      provider.setIdentity({
        sub: 'google-sub-2',
        email: 'linkme@example.com',
        email_verified: true,
      });
      const back = await signInWithGoogle(server());
      expect(userOf(back)._id).toBe(existing.id);
    });

    it('refuses an unverified e-mail and a forged state with /auth?error=google', async () => {
      provider.setIdentity({
        sub: 'google-sub-3',
        email: 'unverified@example.com',
        email_verified: false,
      });
      expect((await signInWithGoogle(server())).search).toBe('?error=google');
      provider.setIdentity({
        sub: 'google-sub-4',
        email: 'state@example.com',
        email_verified: true,
      });
      expect((await signInWithGoogle(server(), true)).search).toBe('?error=google');
    });

    it('refuses a callback without the signed cookie from the start', async () => {
      const res = await fetch(`${server().baseUrl}/api/auth/google/callback?code=x&state=y`, {
        redirect: 'manual',
      });
      expect(res.headers.get('location')).toBe('/auth?error=google');
    });

    it('says Google sign-in is on', async () => {
      const site = (await server().api('/api/config')).body as { googleEnabled: boolean };
      expect(site.googleEnabled).toBe(true);
    });
  },
  {
    env: {
      GOOGLE_CLIENT_ID: 'buildwright-test',
      GOOGLE_CLIENT_SECRET: 'test-client-secret',
      OIDC_ISSUER: provider.issuer,
    },
  },
);

describeApi('Google sign-in not configured', (server) => {
  it('answers 503 with a clear message', async () => {
    const res = await server().api('/api/auth/google');
    expect(res.status).toBe(503);
    expect(errorOf(res).message).toBe('Google sign-in is not configured on this server.');
  });
});
