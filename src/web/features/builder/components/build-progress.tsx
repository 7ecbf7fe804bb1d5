import { memo, useId, useMemo } from 'react';
import { Link } from 'react-router';
import type { BuildPart } from '../../../../shared/build/schema.ts';
import type { Rule } from '../../../../shared/compat/rules.ts';
import { buildProgress } from '../lib/build-progress.ts';
import { builderTexts } from '../lib/builder-texts.ts';
import { progressTexts } from '../lib/progress-texts.ts';
import styles from './build-progress.module.css';

/**
 * The Builder's progress (loaded on demand, inside a box of reserved height): a bar with the
 * percent of the ten core parts added, and the checklist of them, each ticked or with a link to
 * the catalogue that adds it.
 */
export const BuildProgressView = memo(function BuildProgressView({
  parts,
  rules,
}: {
  parts: readonly BuildPart[];
  /** The compatibility engine's rules (its presence rules name the core parts). */
  rules: readonly Rule[];
}) {
  const headingId = useId();
  const { items, done, percent } = useMemo(() => buildProgress(parts, rules), [parts, rules]);
  const complete = done === items.length;
  return (
    <>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.heading}>
          {complete ? progressTexts.complete : progressTexts.stillToAdd}
        </h2>
        <span className={styles.summary}>{progressTexts.summary(done, items.length, percent)}</span>
      </div>
      <progress
        className={styles.bar}
        max={100}
        value={percent}
        aria-label={builderTexts.progressLabel}
      >
        {percent}%
      </progress>
      <ul className={styles.list} aria-labelledby={headingId}>
        {items.map((item) => (
          <li
            key={item.id}
            className={`${styles.item} ${item.done ? styles.done : styles.todo}`}
            title={item.title}
          >
            {item.done ? (
              <span>
                {item.title}
                <span className="visually-hidden"> {progressTexts.added}</span>
              </span>
            ) : (
              <Link to={`/products/AR?subPart=${encodeURIComponent(item.addSubPart)}`}>
                {progressTexts.addCore(item.title)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </>
  );
});
