import styles from './auth-form.module.css';

/** The form's general error, above the fields. */
export function GeneralError({ message }: { message: string | undefined }) {
  return message ? (
    <div role="alert" className={styles.alert}>
      {message}
    </div>
  ) : null;
}
