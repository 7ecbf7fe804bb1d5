import { useId, useState } from 'react';
import { Button } from '../../components/button/button.tsx';
import { useNewsletterModal } from '../../components/newsletter/newsletter-modal-provider.tsx';
import styles from './footer.module.css';

/** The desktop sign-up box: its typed e-mail prefills the newsletter modal. */
export function FooterSignup() {
  const newsletter = useNewsletterModal();
  const [email, setEmail] = useState('');
  const inputId = useId();
  const textId = useId();
  return (
    <form
      className={styles.signup}
      aria-labelledby={textId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        newsletter.open(email);
      }}
    >
      <p id={textId} className={styles.signupText}>
        Sign up for all the latest updates and deals!
      </p>
      <label htmlFor={inputId} className="visually-hidden">
        Email address
      </label>
      <div className={styles.signupRow}>
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          placeholder="Enter your email"
          className={styles.signupInput}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {/* Not 'Sign Up': that is the account form's button. */}
        <Button type="submit" aria-label="Subscribe to the newsletter">
          Subscribe
        </Button>
      </div>
    </form>
  );
}
