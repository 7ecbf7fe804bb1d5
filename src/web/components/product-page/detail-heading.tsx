import styles from './detail.module.css';

/** A detail page's h1 (its id labels the page's sections) and the item's facts under it. */
export function DetailHeading({
  id,
  name,
  facts,
}: {
  id: string;
  name: string;
  /** e.g. Brand and Platform, each a term and its value. */
  facts: readonly { term: string; value: string }[];
}) {
  return (
    <>
      <h1 className={styles.heading} id={id}>
        {name}
      </h1>
      <dl className={styles.meta}>
        {facts.map((fact) => (
          <div key={fact.term}>
            <dt>{fact.term}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
