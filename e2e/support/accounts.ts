import type { Page } from 'playwright-core';

export const E2E_PASSWORD = 'secret-pw';

export interface Account {
  token: string;
  user: { _id: string; username: string; email: string; userProfile: { fullName: string } };
}

/** Signs `<name>@example.com` up through the API; `fullName` skips the first-time /setup redirect. */
export async function signUp(
  baseUrl: string,
  name: string,
  { fullName }: { fullName?: string } = {},
): Promise<Account> {
  const res = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `${name}@example.com`,
      password: E2E_PASSWORD,
      username: name,
      acceptedTerms: true,
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up of ${name} failed: ${res.status}`);
  const account = (await res.json()) as { access_token: string; user: Account['user'] };
  let user = account.user;
  if (fullName) {
    const patch = await fetch(`${baseUrl}/api/users/${user._id}`, {
      method: 'PATCH',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${account.access_token}`,
      },
      body: JSON.stringify({ userProfile: { fullName } }),
    });
    if (!patch.ok) throw new Error(`profile of ${name} failed: ${patch.status}`);
    user = (await patch.json()) as Account['user'];
  }
  return { token: account.access_token, user };
}

/**
 * Puts the account's session into the browser as a log-in would (remembered, fresh), then opens
 * `path`. The page must already be on the site's origin or is sent to '/' first.
 */
export async function logIn(page: Page, account: Account, path = '/'): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/');
  await page.evaluate((a) => {
    const now = Date.now();
    localStorage.setItem(
      'bw.session',
      JSON.stringify({
        token: a.token,
        user: a.user,
        createdAt: now,
        lastActive: now,
        rememberMe: true,
      }),
    );
  }, account);
  await page.goto(path);
}

/** The admin the seed creates when the site starts with SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD. */
export const SEED_ADMIN = { email: 'admin@example.com', password: 'admin-pass-1' } as const;

/** The environment that makes the site's seed create SEED_ADMIN. */
export const SEED_ADMIN_ENV = {
  SEED_ADMIN_EMAIL: SEED_ADMIN.email,
  SEED_ADMIN_PASSWORD: SEED_ADMIN.password,
};

/** Logs SEED_ADMIN in through the API. */
export async function seedAdminAccount(baseUrl: string): Promise<Account> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SEED_ADMIN),
  });
  if (!res.ok) throw new Error(`admin log-in failed: ${res.status}`);
  const body = (await res.json()) as { access_token: string; user: Account['user'] };
  return { token: body.access_token, user: body.user };
}

/** Logs `email` in through the API: the account, or the refusal's status code. */
export async function logInByApi(
  baseUrl: string,
  email: string,
  password: string = E2E_PASSWORD,
): Promise<Account | number> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) return res.status;
  const body = (await res.json()) as { access_token: string; user: Account['user'] };
  return { token: body.access_token, user: body.user };
}

/** What the server says of a bearer token: GET /api/auth/session's status (200, or 401 once ended). */
export async function sessionStatus(baseUrl: string, token: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/auth/session`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return res.status;
}

/** The session the browser stores ('bw.session', remembered or per tab), or null. */
export async function storedSessionOf(
  page: Page,
): Promise<{ token: string; user: Account['user'] & Record<string, unknown> } | null> {
  const raw = await page.evaluate(
    () => localStorage.getItem('bw.session') ?? sessionStorage.getItem('bw.session'),
  );
  return raw ? (JSON.parse(raw) as { token: string; user: Account['user'] }) : null;
}
