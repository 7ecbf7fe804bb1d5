import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { loginFormSchema, type AuthResponse } from '../../../../shared/accounts/schemas.ts';
import { Button } from '../../../components/button/button.tsx';
import { fieldProps } from '../../../components/form-field/form-helpers.ts';
import { TextField } from '../../../components/form-field/text-field.tsx';
import { useLogIn } from '../api/log-in.ts';
import { authFormTexts } from './auth-texts.ts';
import { GeneralError } from './general-error.tsx';
import { PasswordField } from './password-field.tsx';
import { useAuthFormErrors } from './use-auth-form.ts';
import styles from './auth-form.module.css';

const FIELDS = ['email', 'password'] as const;

export interface LogInFormProps {
  googleEnabled: boolean;
  initialError?: string;
  onSuccess: (answer: AuthResponse, rememberMe: boolean) => void;
}

/** E-mail, password and Remember Me, checked with the log-in request's own schema. */
export function LogInForm({ googleEnabled, initialError, onSuccess }: LogInFormProps) {
  const schema = useMemo(() => loginFormSchema({ googleEnabled }), [googleEnabled]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '', rememberMe: false },
    reValidateMode: 'onSubmit',
  });
  const { register, handleSubmit, formState } = form;
  const { onEdit, showFailure, general } = useAuthFormErrors(form, 'login', FIELDS, initialError);
  const logIn = useLogIn();
  const texts = authFormTexts.login;

  const submit = handleSubmit(async (values) => {
    if (logIn.isPending) return;
    try {
      const rememberMe = values.rememberMe ?? false;
      onSuccess(await logIn.mutateAsync({ ...values, rememberMe }), rememberMe);
    } catch (error) {
      showFailure(error);
    }
  });

  return (
    <>
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
          {...fieldProps(register('email', onEdit('email')))}
        />
        <PasswordField
          registration={register('password', onEdit('password'))}
          autoComplete="current-password"
          error={formState.errors.password?.message}
        />
        <div className={styles.row}>
          <label className={styles.check}>
            <input type="checkbox" {...register('rememberMe')} />
            Remember Me
          </label>
          <Link to="/forgot-password" className={styles.textButton}>
            {authFormTexts.forgotPassword}
          </Link>
        </div>
        <Button
          type="submit"
          variant="login"
          block
          disabled={logIn.isPending}
          aria-busy={logIn.isPending}
        >
          {logIn.isPending ? texts.pending : texts.submit}
        </Button>
      </form>
    </>
  );
}
