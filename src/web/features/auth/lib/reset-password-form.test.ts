import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../../../shared/accounts/messages.ts';
import { resetPasswordTexts } from '../components/auth-texts.ts';
import { resetPasswordFormSchema } from './reset-password-form.ts';

const issues = (values: { password: string; confirmPassword: string }) => {
  const result = resetPasswordFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('resetPasswordFormSchema', () => {
  it('accepts two matching entries of at least 6 characters, spaces included', () => {
    expect(issues({ password: ' new pw ', confirmPassword: ' new pw ' })).toEqual({});
  });

  it('refuses entries that differ', () => {
    expect(issues({ password: 'new-password', confirmPassword: 'new-passwrod' })).toEqual({
      confirmPassword: resetPasswordTexts.passwordsDoNotMatch,
    });
  });

  it('applies the shared password rules', () => {
    expect(issues({ password: 'short', confirmPassword: 'short' })).toEqual({
      password: accountMessages.passwordTooShort,
    });
  });
});
