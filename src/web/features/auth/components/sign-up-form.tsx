import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { signupFormSchema, type AuthResponse } from '../../../../shared/accounts/schemas.ts';
import { Button } from '../../../components/button/button.tsx';
import { fieldProps } from '../../../components/form-field/form-helpers.ts';
import { TextField } from '../../../components/form-field/text-field.tsx';
import { useSignUp } from '../api/sign-up.ts';
import { authFormTexts } from './auth-texts.ts';
import { GeneralError } from './general-error.tsx';
import { PasswordField } from './password-field.tsx';
import { useAuthFormErrors } from './use-auth-form.ts';
import styles from './auth-form.module.css';

const FIELDS = ['username', 'email', 'password', 'acceptedTerms'] as const;
const TERMS_ERROR_ID = 'auth-terms-error';

export interface SignUpFormProps {
  googleEnabled: boolean;
  initialError?: string;
  onSuccess: (answer: AuthResponse) => void;
}

/** Username, e-mail, password and the terms, checked with the sign-up request's own schema. */
export function SignUpForm({ googleEnabled, initialError, onSuccess }: SignUpFormProps) {
  const schema = useMemo(() => signupFormSchema({ googleEnabled }), [googleEnabled]);
  const form = useForm({
    resolver: zodResolver(schema),
    // The terms box starts unticked (undefined): only `true` passes.
    defaultValues: { username: '', email: '', password: '' },
    reValidateMode: 'onSubmit',
  });
  const { register, handleSubmit, formState } = form;
  const { onEdit, showFailure, general } = useAuthFormErrors(form, 'signup', FIELDS, initialError);
  const signUp = useSignUp();
  const texts = authFormTexts.signup;
  const termsError = formState.errors.acceptedTerms?.message;

  const submit = handleSubmit(async (values) => {
    if (signUp.isPending) return;
    try {
      const answer = await signUp.mutateAsync(values);
      // The account works at once; the address counts as proved once the link is opened.
      toast.success(authFormTexts.verificationSentTo(answer.user.email), { duration: 10_000 });
      onSuccess(answer);
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
          label="Username"
          autoComplete="username"
          error={formState.errors.username?.message}
          announceError
          {...fieldProps(register('username', onEdit('username')))}
        />
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
          autoComplete="new-password"
          error={formState.errors.password?.message}
        />
        <div className={styles.terms}>
          <label className={styles.check}>
            <input
              type="checkbox"
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? TERMS_ERROR_ID : undefined}
              {...register('acceptedTerms', onEdit('acceptedTerms'))}
            />
            <span>
              I agree to the{' '}
              <Link to="/terms" target="_blank" rel="noopener">
                Terms of Use
              </Link>{' '}
              and{' '}
              <Link to="/privacy" target="_blank" rel="noopener">
                Privacy Policy
              </Link>
            </span>
          </label>
          {termsError ? (
            <p id={TERMS_ERROR_ID} className={styles.fieldError} role="alert">
              {termsError}
            </p>
          ) : null}
        </div>
        <Button
          type="submit"
          variant="login"
          block
          disabled={signUp.isPending}
          aria-busy={signUp.isPending}
        >
          {signUp.isPending ? texts.pending : texts.submit}
        </Button>
      </form>
    </>
  );
}
