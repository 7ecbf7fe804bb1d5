import { specRows } from '../../lib/detail-product.ts';
import { detailTexts as t } from './detail-texts.ts';
import styles from '../../../../components/product-page/detail.module.css';

/** The selected variant's catalogue fields; empty → 'N/A', Yes/No, lists comma-joined. */
export function SpecsTable({
  variant,
  model,
}: {
  variant: Readonly<Record<string, unknown>>;
  model: string;
}) {
  return (
    <table className={styles.specs}>
      <caption className="visually-hidden">
        {t.specifications}: {model}
      </caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{t.specification}</th>
          <th scope="col">{t.value}</th>
        </tr>
      </thead>
      <tbody>
        {specRows(variant).map((row) => (
          <tr key={row.field}>
            <th scope="row">{row.label}</th>
            <td className={row.value === 'N/A' ? styles.na : undefined}>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
