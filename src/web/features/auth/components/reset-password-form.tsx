import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { accountMessages } from '../../../../shared/accounts/messages.ts';
import { ButtonLink } from '../../../components/button/button-link.tsx';
import { Button } from '../../../components/button/button.tsx';
import { showFieldErrors } from '../../../components/form-field/form-helpers.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { resetPasswordFormSchema, type ResetPasswordValues } from '../lib/reset-password-form.ts';
import { resetPasswordTexts as texts } from './auth-texts.ts';
import { GeneralError } from './general-error.tsx';
import { NextSteps, SuccessNotice } from './link-card.tsx';
import { linkFailureOf } from './link-failure-of.ts';
import { PasswordField } from './password-field.tsx';
import styles from './auth-form.module.css';
import linkStyles from './link-page.module.css';

const FIELDS = ['password', 'confirmPassword'] as const;

/** A used, expired or unknown reset link: only a new one helps. */
export function ResetLinkInvalid({ message }: { message: string }) {
  return (
    <>
      <GeneralError message={message} />
      <NextSteps>
        <ButtonLink to="/forgot-password" variant="login">
          {texts.requestNewLink}
        </ButtonLink>
      </NextSteps>
    </>
  );
}

/**
 * The new password twice (the shared password rules; the entries must match or nothing is sent).
 * On success every session of the account has ended, this browser's included; the visitor logs
 * in with the new password.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const [linkInvalid, setLinkInvalid] = useState<string | undefined>();
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<ResetPasswordValues>(
    {
      resolver: zodResolver(resetPasswordFormSchema),
      defaultValues: { password: '', confirmPassword: '' },
      reValidateMode: 'onSubmit',
    },
  );
  const general = formState.errors.root?.server?.message;
  const onEdit = (name: (typeof FIELDS)[number]) => ({
    onChange: () => {
      clearErrors(name);
      clearErrors('root.server');
    },
  });

  const submit = handleSubmit(async ({ password }) => {
    if (reset.isPending) return;
    try {
      await reset.mutateAsync({ token, password });
    } catch (error) {
      const failure = linkFailureOf(error, FIELDS);
      if (failure.kind === 'linkInvalid') setLinkInvalid(failure.message);
      else if (failure.kind === 'fields') {
        showFieldErrors(setError, failure.fields, FIELDS, { focus: true });
      } else setError('root.server', { type: 'server', message: failure.message });
    }
  });

  if (linkInvalid) return <ResetLinkInvalid message={linkInvalid} />;
  if (reset.isSuccess) {
    return (
      <>
        <SuccessNotice>{accountMessages.passwordReset}</SuccessNotice>
        <NextSteps>
          <ButtonLink to="/auth" variant="login">
            {texts.toLogIn}
          </ButtonLink>
        </NextSteps>
      </>
    );
  }

  return (
    <>
      <p className={linkStyles.intro}>{texts.intro}</p>
      <GeneralError message={general} />
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={texts.title}
      >
        <PasswordField
          label={texts.newPassword}
          registration={register('password', onEdit('password'))}
          autoComplete="new-password"
          error={formState.errors.password?.message}
        />
        <PasswordField
          label={texts.confirmPassword}
          registration={register('confirmPassword', onEdit('confirmPassword'))}
          autoComplete="new-password"
          error={formState.errors.confirmPassword?.message}
        />
        <Button
          type="submit"
          variant="login"
          block
          disabled={reset.isPending}
          aria-busy={reset.isPending}
        >
          {reset.isPending ? texts.pending : texts.submit}
        </Button>
      </form>
    </>
  );
}
