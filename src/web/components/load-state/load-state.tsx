import { Button, type ButtonVariant } from '../button/button.tsx';
import { failureMessage } from '../form-field/form-helpers.ts';

/** What a query hook gives a "could not load" state: its error and a way to try again. */
export interface RetryableQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A failed load: the server's message (or `fallback`) as an alert and a Try again button that is
 * busy while the retry runs.
 */
export function LoadFailed({
  query,
  fallback,
  retryLabel,
  className,
  errorClassName,
  variant = 'primary',
}: {
  query: RetryableQuery;
  fallback: string;
  retryLabel: string;
  className?: string;
  errorClassName?: string;
  variant?: ButtonVariant;
}) {
  return (
    <div className={className}>
      <p role="alert" className={errorClassName}>
        {failureMessage(query.error, fallback)}
      </p>
      <Button
        variant={variant}
        disabled={query.isFetching}
        aria-busy={query.isFetching}
        onClick={() => void query.refetch()}
      >
        {retryLabel}
      </Button>
    </div>
  );
}
