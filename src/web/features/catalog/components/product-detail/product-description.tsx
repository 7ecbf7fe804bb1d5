import { useId, useState } from 'react';
import { collapseDescription } from '../../lib/detail-description.ts';
import { detailTexts as t } from './detail-texts.ts';
import styles from '../../../../components/product-page/detail.module.css';

/** The description collapses past 250 characters, with Show more / Show less. */
export function ProductDescription({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const { short, collapsible } = collapseDescription(text);
  if (!text.trim()) return null;
  const shown = expanded || !collapsible ? text.trim() : short;
  return (
    <section className={styles.description} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="visually-hidden">
        {t.description}
      </h2>
      <div id={`${id}-text`} className={styles.descriptionText}>
        {shown.split(/\n{2,}/).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      {collapsible ? (
        <button
          type="button"
          className={styles.textButton}
          aria-expanded={expanded}
          aria-controls={`${id}-text`}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? t.showLess : t.showMore}
        </button>
      ) : null}
    </section>
  );
}
