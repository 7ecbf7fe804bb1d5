import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { accountMessages, authClientMessages } from '../../../../shared/accounts/messages.ts';
import { forgotPasswordRequestSchema } from '../../../../shared/accounts/schemas.ts';
import { Button } from '../../../components/button/button.tsx';
import {
  failureMessage,
  fieldProps,
  serverFieldErrors,
  showFieldErrors,
} from '../../../components/form-field/form-helpers.ts';
import { TextField } from '../../../components/form-field/text-field.tsx';
import { NetworkError } from '../../../lib/api-client.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { forgotPasswordTexts as texts } from './auth-texts.ts';
import { GeneralError } from './general-error.tsx';
import { NextSteps, SuccessNotice } from './link-card.tsx';
import styles from './auth-form.module.css';
import linkStyles from './link-page.module.css';

/**
 * The e-mail address to send a reset link to. The answer is the same whether or not an account
 * uses it (nobody learns which addresses have accounts); asking too often is refused with the
 * server's message.
 */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const { register, handleSubmit, setError, clearErrors, formState } = useForm({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });
  const general = formState.errors.root?.server?.message;

  const submit = handleSubmit(async (values) => {
    if (request.isPending) return;
    try {
      await request.mutateAsync(values);
    } catch (error) {
      if (!showFieldErrors(setError, serverFieldErrors(error), ['email'], { focus: true })) {
        setError('root.server', {
          type: 'server',
          message: failureMessage(error, errorText(error)),
        });
      }
    }
  });

  if (request.isSuccess) {
    return (
      <>
        <SuccessNotice>{accountMessages.resetRequested}</SuccessNotice>
        <NextSteps>
          <Link to="/auth" className={styles.textButton}>
            {texts.backToLogIn}
          </Link>
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
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          announceError
          {...fieldProps(
            register('email', {
              onChange: () => {
                clearErrors('email');
                clearErrors('root.server');
              },
            }),
          )}
        />
        <Button
          type="submit"
          variant="login"
          block
          disabled={request.isPending}
          aria-busy={request.isPending}
        >
          {request.isPending ? texts.pending : texts.submit}
        </Button>
      </form>
      <p className={styles.switch}>
        <Link to="/auth" className={styles.textButton}>
          {texts.backToLogIn}
        </Link>
      </p>
    </>
  );
}

/** Without a server message: no answer at all (the network error's words), or an odd answer. */
function errorText(error: unknown): string {
  return error instanceof NetworkError ? error.message : authClientMessages.invalidResponse;
}
