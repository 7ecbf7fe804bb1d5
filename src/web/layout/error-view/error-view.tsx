import { useEffect } from 'react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { pageTitle } from '../../lib/site.ts';
import styles from './error-view.module.css';

export const unexpectedErrorHeading = 'Unexpected Application Error!';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/** The router's error view, 'Unexpected Application Error!' with status or message. */
export function ErrorView() {
  const error = useRouteError();
  useEffect(() => {
    document.title = pageTitle('Error');
    console.error(error);
  }, [error]);
  return (
    <div className={styles.wrap} role="alert">
      <h1 className={styles.heading}>{unexpectedErrorHeading}</h1>
      <p className={styles.detail}>{describe(error)}</p>
      <p>
        <Link to="/" className={styles.home}>
          Go to the home page
        </Link>
      </p>
    </div>
  );
}
