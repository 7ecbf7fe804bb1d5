import { useId } from 'react';
import {
  primaryOptions,
  secondaryOptions,
  type VariantChoices,
  type VariantConfig,
} from '../../../../../shared/catalog/variant-ranking.ts';
import { fieldLabel } from '../../../../../shared/catalog/specs.ts';
import { detailTexts as t } from './detail-texts.ts';
import styles from '../../../../components/product-page/detail.module.css';

type Variant = Readonly<Record<string, unknown>>;

interface SelectProps {
  id: string;
  label: string;
  placeholder: string | undefined;
  options: readonly string[];
  value: string | undefined;
  disabled: boolean;
  onChange: (value: string | undefined) => void;
}

function VariantSelect({
  id,
  label,
  placeholder,
  options,
  value,
  disabled,
  onChange,
}: SelectProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Cascading variant selects: 'Choose {property}' per primary property, enabled once the
 * earlier ones are chosen; secondary 'Any {property}' selects only when more than one value is
 * left. A primary property with a single value left is chosen already (ADR 028): its select shows
 * that value alone.
 */
export function VariantSelects({
  variants,
  config,
  choices,
  onChange,
}: {
  variants: readonly Variant[];
  config: VariantConfig;
  choices: VariantChoices;
  onChange: (property: string, value: string | undefined) => void;
}) {
  const id = useId();
  const secondary = config.secondary
    .map((name) => ({ name, options: secondaryOptions(variants, config, name, choices) }))
    .filter((s) => s.options.length > 1);
  if (config.primary.length === 0 && secondary.length === 0) return null;
  return (
    <fieldset className={styles.selects}>
      <legend className={styles.legend}>{t.options}</legend>
      {config.primary.map(({ name, displayName }) => {
        const options = primaryOptions(variants, config, name, choices);
        const single = options.length === 1 && choices[name] === options[0];
        return (
          <VariantSelect
            key={name}
            id={`${id}-${name}`}
            label={displayName}
            placeholder={single ? undefined : t.choose(displayName)}
            options={options}
            value={choices[name]}
            disabled={options.length === 0}
            onChange={(value) => onChange(name, value)}
          />
        );
      })}
      {secondary.map(({ name, options }) => (
        <VariantSelect
          key={name}
          id={`${id}-${name}`}
          label={fieldLabel(name)}
          placeholder={t.any(fieldLabel(name))}
          options={options}
          value={choices[name]}
          disabled={false}
          onChange={(value) => onChange(name, value)}
        />
      ))}
    </fieldset>
  );
}
