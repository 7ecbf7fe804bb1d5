import { useId, useState, type FormEvent } from 'react';
import { readPrice } from '../../../../../shared/listing/url-state.ts';
import { listTexts } from './list-texts.ts';
import styles from './filter-panel.module.css';

const shown = (n: number | undefined) => (n === undefined ? '' : String(n));

/**
 * The price range (it works, unlike the inert one first drawn). Applied on submit (Enter or
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
    const nextMin = minText.trim() ? readPrice(minText) : undefined;
    const nextMax = maxText.trim() ? readPrice(maxText) : undefined;
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
        if (!event.currentTarget.contains(event.relatedTarget)) apply();
      }}
    >
      <div className={styles.priceFields}>
        {[
          { label: listTexts.priceMin, placeholder: '0', value: minText, onChange: setMinText },
          { label: listTexts.priceMax, placeholder: 'Any', value: maxText, onChange: setMaxText },
        ].map((bound) => (
          <PriceInput key={bound.label} {...bound} errorId={error ? errorId : undefined} />
        ))}
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

/** One bound of the range: a dollar field; `errorId` names the form's error while there is one. */
function PriceInput({
  label,
  placeholder,
  value,
  onChange,
  errorId,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  errorId: string | undefined;
}) {
  return (
    <label className={styles.priceField}>
      <span className={styles.priceLabel}>{label}</span>
      <span className={styles.priceInput}>
        <span aria-hidden="true">$</span>
        <input
          type="text"
          name={label}
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder}
          value={value}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          onChange={(e) => onChange(e.target.value)}
        />
      </span>
    </label>
  );
}
