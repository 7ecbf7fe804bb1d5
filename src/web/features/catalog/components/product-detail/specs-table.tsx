import { specRows } from '../../../../../shared/catalog/specs.ts';
import { detailTexts as t } from './detail-texts.ts';
import styles from '../../../../components/product-page/detail.module.css';

/**
 * The selected variant's specifications: only the fields it has a value for, in plain words and
 * with units; internal fields never show. Without any, one line says so.
 */
export function SpecsTable({
  variant,
  model,
}: {
  variant: Readonly<Record<string, unknown>>;
  model: string;
}) {
  const rows = specRows(variant);
  if (rows.length === 0) return <p className={styles.hint}>{t.noSpecs}</p>;
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
        {rows.map((row) => (
          <tr key={row.field}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
