import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '../icons/ui-icons.tsx';
import styles from './filter-group.module.css';

/** One filter group: a heading button that expands or collapses its body. */
export function FilterGroup({
  title,
  defaultOpen = false,
  children,
}: {
  title: string;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <section className={styles.group}>
      <h3 className={styles.groupHeading}>
        <button
          type="button"
          className={styles.groupToggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
        >
          {title}
          <ChevronDownIcon size="sm" className={open ? styles.chevronOpen : styles.chevron} />
        </button>
      </h3>
      <div id={bodyId} className={styles.groupBody} hidden={!open}>
        {children}
      </div>
    </section>
  );
}

export interface CheckboxOption {
  value: string;
  label: string;
  /** e.g. a brand's number of products. */
  hint?: string;
}

/** A group of checkboxes; `selected` holds the checked values. */
export function CheckboxList({
  label,
  options,
  selected,
  onToggle,
  scroll = false,
}: {
  label: string;
  options: readonly CheckboxOption[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  /** Long lists scroll inside the group. */
  scroll?: boolean;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={scroll ? `${styles.options} ${styles.scroll}` : styles.options}
    >
      {options.map((option) => (
        <label key={option.value} className={styles.option}>
          <input
            type="checkbox"
            name={label}
            value={option.value}
            checked={selected.includes(option.value)}
            onChange={() => onToggle(option.value)}
          />
          <span className={styles.optionLabel}>{option.label}</span>
          {option.hint ? (
            <span className={styles.hint} aria-hidden="true">
              {option.hint}
            </span>
          ) : null}
        </label>
      ))}
    </div>
  );
}

/** A filter group of checkboxes, the group named by its title; it starts expanded. */
export function CheckboxFilter({
  title,
  defaultOpen = true,
  ...list
}: {
  title: string;
  defaultOpen?: boolean;
  options: readonly CheckboxOption[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  scroll?: boolean;
}) {
  return (
    <FilterGroup title={title} defaultOpen={defaultOpen}>
      <CheckboxList label={title} {...list} />
    </FilterGroup>
  );
}
