import { useId, useState, type FormEvent } from 'react';
import type { AlertKind, AlertTargetKind } from '../../../shared/alerts/schema.ts';
import { Button } from '../button/button.tsx';
import { TextField } from '../form-field/text-field.tsx';
import { formatAlertPrice, parseTarget } from './alert-format.ts';
import { alertTexts as t } from './alert-texts.ts';
import styles from './price-alert.module.css';

export interface AlertFormValues {
  kind: AlertKind;
  targetPrice: number | null;
}

/**
 * The kind of an alert (price below a target, any drop, back in stock; not stock for a build) and
 * its target price, asked only for a price alert. For ammunition the price is per round; for a
 * build it is the build's total. `error` shows above the buttons, `targetError` (the server's word
 * on the target price) under the target field until the form's own check has something to say.
 */
export function AlertForm({
  targetKind,
  currentPrice,
  initialKind,
  initialTarget,
  pending,
  error,
  targetError: serverTargetError,
  note,
  onSubmit,
  onCancel,
}: {
  targetKind: AlertTargetKind;
  currentPrice: number | undefined;
  initialKind: AlertKind;
  initialTarget: string;
  pending: boolean;
  error: string | undefined;
  targetError?: string | undefined;
  /** A line under the current price, e.g. what a build alert watches. */
  note?: string | undefined;
  onSubmit: (values: AlertFormValues) => void;
  onCancel: () => void;
}) {
  const legendId = useId();
  const [kind, setKind] = useState<AlertKind>(initialKind);
  const [target, setTarget] = useState(initialTarget);
  const [targetError, setTargetError] = useState<string | undefined>(undefined);
  const perRound = targetKind === 'ammo';
  const build = targetKind === 'build';
  const targetLabel = perRound ? t.targetLabelPerRound : build ? t.targetLabelTotal : t.targetLabel;

  const options: { value: AlertKind; label: string }[] = [
    {
      value: 'price',
      label: perRound ? t.optionPricePerRound : build ? t.optionTotal : t.optionPrice,
    },
    { value: 'drop', label: t.optionDrop },
    ...(build ? [] : [{ value: 'stock' as const, label: t.optionStock }]),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (kind !== 'price') {
      onSubmit({ kind, targetPrice: null });
      return;
    }
    const value = parseTarget(target);
    if (value === undefined) {
      setTargetError(t.targetRequired);
      return;
    }
    setTargetError(undefined);
    onSubmit({ kind, targetPrice: value });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {currentPrice !== undefined ? (
        <p className={styles.current}>
          {(build ? t.currentTotalIs : t.currentIs)(formatAlertPrice(currentPrice, targetKind))}
        </p>
      ) : null}
      {note ? <p className={styles.note}>{note}</p> : null}
      <fieldset className={styles.kinds} aria-labelledby={legendId}>
        <legend id={legendId} className={styles.legend}>
          {t.kindLegend}
        </legend>
        {options.map((option) => (
          <label key={option.value} className={styles.kindOption}>
            <input
              type="radio"
              name="alert-kind"
              value={option.value}
              checked={kind === option.value}
              onChange={() => setKind(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      {kind === 'price' ? (
        <TextField
          label={targetLabel}
          name="targetPrice"
          inputMode="decimal"
          autoComplete="off"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          error={targetError ?? serverTargetError}
          announceError
        />
      ) : null}
      {error ? (
        <p role="alert" className={styles.formError}>
          {error}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending ? t.saving : t.save}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
