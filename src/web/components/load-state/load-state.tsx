import { Button, type ButtonVariant } from '../button/button.tsx';
import { failureMessage } from '../form-field/form-helpers.ts';

/** What a query hook gives the state before its data: failed or not, and a way to try again. */
export interface PendingQuery {
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** The words of the two states. */
export interface LoadStateTexts {
  loading: string;
  /** Said when the server's answer carries no message of its own. */
  loadFailed: string;
  retry: string;
}

/**
 * What a list or page shows before its data: a loading status, or, when the load failed, the
 * server's message (or `texts.loadFailed`) as an alert and a Try again button that is busy while
 * the retry runs.
 */
export function LoadState({
  query,
  texts,
  loadingClassName,
  failedClassName,
  errorClassName,
  retryVariant = 'primary',
}: {
  query: PendingQuery;
  texts: LoadStateTexts;
  loadingClassName?: string;
  failedClassName?: string;
  errorClassName?: string;
  retryVariant?: ButtonVariant;
}) {
  if (!query.isError)
    return (
      <p role="status" className={loadingClassName}>
        {texts.loading}
      </p>
    );
  return (
    <div className={failedClassName}>
      <p role="alert" className={errorClassName}>
        {failureMessage(query.error, texts.loadFailed)}
      </p>
      <Button
        variant={retryVariant}
        disabled={query.isFetching}
        aria-busy={query.isFetching}
        onClick={() => void query.refetch()}
      >
        {texts.retry}
      </Button>
    </div>
  );
}
