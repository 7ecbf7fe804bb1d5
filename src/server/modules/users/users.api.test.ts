import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApi, type JsonResponse } from '../../../../tests/api-server.ts';
import type { ErrorBody } from '../../lib/errors.ts';
import { logInUser, mailsTo, signUpUser as signUp } from '../../../../tests/factories.ts';
import { accountMessages, profileMessages } from '../../../shared/accounts/messages.ts';
import type { AuthResponse, CurrentSession, PublicUser } from '../../../shared/accounts/schemas.ts';
import { sessions, users } from '../../db/schema.ts';
import { ensureSeedAdmin } from '../../db/seed/admin.ts';

/** The error body of a refused request. */
const errorOf = (res: JsonResponse) => res.body as ErrorBody;

describeApi('users: profile, password, role, delete', (server) => {
  const whoAmI = (token: string) => server().api<CurrentSession>('/api/auth/session', { token });

  it('updates username and profile fields, and only asks for a new e-mail address', async () => {
    const me = await signUp(server(), 'edith');
    const res = await server().api(`/api/users/${me.id}`, {
      method: 'PATCH',
      token: me.token,
      body: {
        username: 'edith.c',
        email: 'Edith.C@Example.com',
        userProfile: {
          fullName: 'Edith Clarke',
          dateOfBirth: '1983-02-10',
          phoneNumber: '+1 (555) 010-1234',
        },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      username: 'edith.c',
      // the address changes only once the link sent to the new one is opened
      email: 'edith@example.com',
      pendingEmail: 'edith.c@example.com',
      userProfile: {
        fullName: 'Edith Clarke',
        dateOfBirth: '1983-02-10',
        phoneNumber: '+1 (555) 010-1234',
      },
    });
    expect(await mailsTo(server(), 'edith.c@example.com', 'change_email')).toHaveLength(1);
    expect(await mailsTo(server(), 'edith@example.com', 'email_change_notice')).toHaveLength(1);
    const [row] = await server().database.db.select().from(users).where(eq(users.id, me.id));
    expect(row?.email).toBe('edith@example.com');
    // the old address still signs in; the pending one does not yet
    expect((await logInUser(server(), 'edith@example.com')).status).toBe(200);
    expect((await logInUser(server(), 'edith.c@example.com')).status).toBe(401);
  });

  it('changes nothing when a field is refused, not even the pending address', async () => {
    await signUp(server(), 'taken-name');
    const me = await signUp(server(), 'careful');
    const res = await server().api(`/api/users/${me.id}`, {
      method: 'PATCH',
      token: me.token,
      body: { username: 'Taken-Name', email: 'careful.new@example.com' },
    });
    expect(res.status).toBe(409);
    expect(errorOf(res).errors).toEqual({ username: accountMessages.usernameTaken });
    const [row] = await server().database.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ username: 'careful', pendingEmail: null });
    expect(await mailsTo(server(), 'careful.new@example.com')).toEqual([]);
  });

  it('stores SQL and HTML in free-text fields inertly and returns them unchanged', async () => {
    const me = await signUp(server(), 'inert');
    const fullName = `<img src=x onerror=alert(1)> O'Brien"); DROP TABLE users; --`;
    const email = `o'hara+<b>x</b>@example.com`;
    const res = await server().api(`/api/users/${me.id}`, {
      method: 'PATCH',
      token: me.token,
      body: { email, userProfile: { fullName } },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const again = await server().api(`/api/users/${me.id}`, { token: me.token });
    const user = again.body as PublicUser;
    expect(user.userProfile.fullName).toBe(fullName);
    expect(user.pendingEmail).toBe(email);
    // the table is still there and the account still signs in
    expect((await logInUser(server(), 'inert@example.com')).status).toBe(200);
  });

  it('refuses role, password or unknown fields in a profile update, naming them', async () => {
    const me = await signUp(server(), 'sneaky');
    const res = await server().api(`/api/users/${me.id}`, {
      method: 'PATCH',
      token: me.token,
      body: {
        role: 'admin',
        password: 'new-password',
        userProfile: { fullName: 'S', isAdmin: true },
      },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(errorOf(res).errors ?? {}).sort()).toEqual([
      'password',
      'role',
      'userProfile.isAdmin',
    ]);
    const [row] = await server().database.db.select().from(users).where(eq(users.id, me.id));
    expect(row?.role).toBe('user');
    expect(row?.fullName).toBe('');
  });

  it('checks profile values with the sign-up rules, a past birth date and a plain phone number', async () => {
    const me = await signUp(server(), 'checked');
    const patch = (userProfile: object) =>
      server().api(`/api/users/${me.id}`, {
        method: 'PATCH',
        token: me.token,
        body: { userProfile },
      });
    const badDate = await patch({ dateOfBirth: '2001-02-29' });
    expect(errorOf(badDate).errors).toEqual({
      'userProfile.dateOfBirth': profileMessages.dateOfBirthInvalid,
    });
    const future = await patch({ dateOfBirth: '2999-01-01' });
    expect(future.status).toBe(400);
    expect(errorOf(future).errors).toEqual({
      'userProfile.dateOfBirth': profileMessages.dateOfBirthFuture,
    });
    const phone = await patch({ phoneNumber: 'call me maybe' });
    expect(errorOf(phone).errors).toEqual({
      'userProfile.phoneNumber': profileMessages.phoneInvalid,
    });
  });

  it('answers 409 when the new e-mail or username is taken', async () => {
    const me = await signUp(server(), 'first');
    await signUp(server(), 'second');
    const email = await server().api(`/api/users/${me.id}`, {
      method: 'PATCH',
      token: me.token,
      body: { email: 'second@example.com' },
    });
    expect(email.status).toBe(409);
    expect(errorOf(email).errors).toEqual({ email: accountMessages.emailTaken });
    const name = await server().api(`/api/users/${me.id}`, {
      method: 'PATCH',
      token: me.token,
      body: { username: 'SECOND' },
    });
    expect(name.status).toBe(409);
    expect(errorOf(name).errors).toEqual({ username: accountMessages.usernameTaken });
  });

  it('lets nobody change or delete another user (403)', async () => {
    const me = await signUp(server(), 'alice');
    const other = await signUp(server(), 'bob');
    const patch = await server().api(`/api/users/${other.id}`, {
      method: 'PATCH',
      token: me.token,
      body: { userProfile: { fullName: 'Hacked' } },
    });
    expect(patch.status).toBe(403);
    const del = await server().api(`/api/users/${other.id}`, { method: 'DELETE', token: me.token });
    expect(del.status).toBe(403);
    const pw = await server().api(`/api/users/${other.id}/password`, {
      method: 'PATCH',
      token: me.token,
      body: { currentPassword: 'secret-pw', newPassword: 'owned-now' },
    });
    expect(pw.status).toBe(403);
  });

  it('changes the password only with the current one, signing out every other session', async () => {
    const me = await signUp(server(), 'rotate');
    const laptop = (await logInUser(server(), 'rotate@example.com')).body.access_token;
    const wrong = await server().api(`/api/users/${me.id}/password`, {
      method: 'PATCH',
      token: me.token,
      body: { currentPassword: 'not-it', newPassword: 'new-secret' },
    });
    expect(wrong.status).toBe(400);
    expect(errorOf(wrong).errors).toEqual({
      currentPassword: profileMessages.currentPasswordWrong,
    });
    expect((await whoAmI(laptop)).status).toBe(200);

    const before = await whoAmI(me.token);
    const ok = await server().api<AuthResponse>(`/api/users/${me.id}/password`, {
      method: 'PATCH',
      token: me.token,
      body: { currentPassword: 'secret-pw', newPassword: 'new-secret' },
    });
    expect(ok.status).toBe(200);
    // the caller stays signed in, on the same session, with either token
    for (const token of [me.token, ok.body.access_token]) {
      const res = await whoAmI(token);
      expect(res.status).toBe(200);
      expect(res.body.session.id).toBe(before.body.session.id);
    }
    // whoever else knew the old password is signed out
    expect((await whoAmI(laptop)).status).toBe(401);
    expect((await logInUser(server(), 'rotate@example.com')).status).toBe(401);
    expect((await logInUser(server(), 'rotate@example.com', 'new-secret')).status).toBe(200);
  });

  it('lets only an admin change roles, reading the role from the database', async () => {
    const admin = await signUp(server(), 'boss');
    const user = await signUp(server(), 'worker');
    const denied = await server().api(`/api/users/${user.id}/role`, {
      method: 'PATCH',
      token: user.token,
      body: { role: 'admin' },
    });
    expect(denied.status).toBe(403);

    // promoted in the database: the same token gains the right at once
    await server().database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const promoted = await server().api(`/api/users/${user.id}/role`, {
      method: 'PATCH',
      token: admin.token,
      body: { role: 'admin' },
    });
    expect(promoted.status).toBe(200);
    expect((promoted.body as { user: PublicUser }).user.role).toBe('admin');

    // demoted in the database: loses the right at once
    await server().database.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.id));
    const after = await server().api(`/api/users/${user.id}/role`, {
      method: 'PATCH',
      token: admin.token,
      body: { role: 'user' },
    });
    expect(after.status).toBe(403);
    const badRole = await server().api(`/api/users/${user.id}/role`, {
      method: 'PATCH',
      token: user.token,
      body: { role: 'superuser' },
    });
    expect(badRole.status).toBe(400);
    expect(Object.keys(errorOf(badRole).errors ?? {})).toEqual(['role']);
  });

  it('deletes your own account; its token stops working', async () => {
    const me = await signUp(server(), 'leaving');
    const res = await server().api(`/api/users/${me.id}`, { method: 'DELETE', token: me.token });
    expect(res.status).toBe(204);
    expect(await server().database.db.select().from(users).where(eq(users.id, me.id))).toEqual([]);
    expect((await server().api(`/api/users/${me.id}`, { token: me.token })).status).toBe(401);
    expect(
      await server().database.db.select().from(sessions).where(eq(sessions.userId, me.id)),
    ).toEqual([]);
  });

  it('makes a new seeded admin verified; an existing account only gains the role', async () => {
    const admin = { email: 'Seeded@Example.com', password: 'admin-pass-1' };
    expect(await ensureSeedAdmin(server().database.db, admin)).toEqual({ created: true });
    const login = await logInUser(server(), 'seeded@example.com', admin.password);
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ role: 'admin', emailVerified: true });

    const existing = await signUp(server(), 'promoted');
    const again = { email: 'promoted@example.com', password: 'other-pass-1' };
    expect(await ensureSeedAdmin(server().database.db, again)).toEqual({ created: false });
    const res = await server().api<PublicUser>(`/api/users/${existing.id}`, {
      token: existing.token,
    });
    expect(res.body).toMatchObject({ role: 'admin', emailVerified: false });
    expect((await logInUser(server(), 'promoted@example.com')).status).toBe(200);
  });
});

describeApi(
  'users: profile changes with Google sign-in configured',
  (server) => {
    it('refuses a Google-mail address in a profile change, naming the field', async () => {
      const me = await signUp(server(), 'nogmail');
      const res = await server().api(`/api/users/${me.id}`, {
        method: 'PATCH',
        token: me.token,
        body: { email: 'someone@googlemail.com' },
      });
      expect(res.status).toBe(400);
      expect(errorOf(res).errors).toEqual({ email: accountMessages.googleMailProfile });
      const [row] = await server().database.db.select().from(users).where(eq(users.id, me.id));
      expect(row).toMatchObject({ email: 'nogmail@example.com', pendingEmail: null });
    });
  },
  { env: { GOOGLE_CLIENT_ID: 'client-id', GOOGLE_CLIENT_SECRET: 'client-secret' } },
);
