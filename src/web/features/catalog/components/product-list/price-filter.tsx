import { useId, useState, type FormEvent } from 'react';
import { parsePrice } from '../../lib/list-query.ts';
import { listTexts } from './list-texts.ts';
import styles from './filter-panel.module.css';

const shown = (n: number | undefined) => (n === undefined ? '' : String(n));

/**
 * The price range (issue 5: it works, unlike the spec's inert one). Applied on submit (Enter or
 * Apply) and when focus leaves the form; the page keys this form on the applied range, so Back or
 * 'Clear all' put the URL's values back in the inputs.
 */
export function PriceFilter({
  min,
  max,
  onApply,
}: {
  min: number | undefined;
  max: number | undefined;
  onApply: (min: number | undefined, max: number | undefined) => void;
}) {
  const ids = useId();
  const [minText, setMinText] = useState(shown(min));
  const [maxText, setMaxText] = useState(shown(max));
  const [error, setError] = useState<string | undefined>();

  function apply() {
    const nextMin = minText.trim() ? parsePrice(minText) : undefined;
    const nextMax = maxText.trim() ? parsePrice(maxText) : undefined;
    if ((minText.trim() && nextMin === undefined) || (maxText.trim() && nextMax === undefined)) {
      setError(listTexts.priceInvalid);
      return;
    }
    if (nextMin !== undefined && nextMax !== undefined && nextMin > nextMax) {
      setError(listTexts.priceOrder);
      return;
    }
    setError(undefined);
    if (nextMin !== min || nextMax !== max) onApply(nextMin, nextMax);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    apply();
  }

  const errorId = `${ids}-error`;
  return (
    <form
      className={styles.price}
      noValidate
      onSubmit={onSubmit}
      onBlur={(event) => {
        // Leaving the form applies; moving between its fields and the button does not.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) apply();
      }}
    >
      <div className={styles.priceFields}>
        <label className={styles.priceField}>
          <span className={styles.priceLabel}>{listTexts.priceMin}</span>
          <span className={styles.priceInput}>
            <span aria-hidden="true">$</span>
            <input
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0"
              value={minText}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => setMinText(e.target.value)}
            />
          </span>
        </label>
        <label className={styles.priceField}>
          <span className={styles.priceLabel}>{listTexts.priceMax}</span>
          <span className={styles.priceInput}>
            <span aria-hidden="true">$</span>
            <input
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder="Any"
              value={maxText}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => setMaxText(e.target.value)}
            />
          </span>
        </label>
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={styles.apply}>
        {listTexts.apply}
      </button>
    </form>
  );
}
