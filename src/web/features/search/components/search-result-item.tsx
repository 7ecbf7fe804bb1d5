import { Link } from 'react-router';
import { formatPrice } from '../../../../shared/build/totals.ts';
import { silhouetteUrl } from '../../../../shared/catalog/silhouettes.ts';
import { searchMessages } from '../../../../shared/search/messages.ts';
import type { SearchResult } from '../../../../shared/search/schema.ts';
import { Highlighted } from '../../../components/highlighted/highlighted.tsx';
import { useCheckedAgo } from '../../../components/price-checked/checked-note.tsx';
import styles from './search-results.module.css';

/** 'YYYY-MM-DD' → 'January 5, 2026' ('MMMM D, YYYY', as on blog cards), as a calendar date. */
function formatDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** 'From $X' for a price in stock, else '$X, out of stock'; hovering it tells when it was checked. */
function ResultPrice({
  price,
  inStock,
  checkedAt,
}: {
  price: number;
  inStock: boolean;
  checkedAt: string | undefined;
}) {
  const checked = useCheckedAgo(checkedAt);
  return (
    <span className={styles.price} title={checked || undefined}>
      {inStock ? `From ${formatPrice(price)}` : `${formatPrice(price)}, out of stock`}
    </span>
  );
}

/**
 * One search result: a blog post ('From Blog', title and snippet with the matches marked) or a part
 * or round of ammunition ('From Products' / 'From Ammo', ADR 057) linking to its detail page.
 */
export function SearchResultItem({ result }: { result: SearchResult }) {
  if (result.type === 'blog') {
    const href = `/blog/${encodeURIComponent(result.slug || result.id)}`;
    return (
      <article className={styles.item}>
        <p className={styles.source}>{searchMessages.fromBlog}</p>
        <h2 className={styles.title}>
          <Link to={href}>
            <Highlighted html={result.titleHighlighted} className={styles.match} />
          </Link>
        </h2>
        <p className={styles.meta}>
          <time dateTime={result.date}>{formatDate(result.date)}</time>
          {result.category ? ` · ${result.category}` : ''}
        </p>
        {result.snippetHighlighted ? (
          <p className={styles.snippet}>
            <Highlighted html={result.snippetHighlighted} className={styles.match} />
          </p>
        ) : null}
      </article>
    );
  }
  const image =
    result.image ?? (result.type === 'ammo' ? silhouetteUrl('ammo', 'bronze') : undefined);
  return (
    <article className={`${styles.item} ${styles.product}`}>
      {image ? <img className={styles.image} src={image} alt="" loading="lazy" /> : null}
      <div>
        <p className={styles.source}>
          {result.type === 'ammo' ? searchMessages.fromAmmo : searchMessages.fromProducts}
        </p>
        <h2 className={styles.title}>
          <Link to={result.url}>
            <Highlighted html={result.titleHighlighted} className={styles.match} />
          </Link>
        </h2>
        <p className={styles.meta}>
          {[result.brand, result.snippet].filter(Boolean).join(' · ')}
          {result.price !== null ? (
            <>
              {' · '}
              <ResultPrice
                price={result.price}
                inStock={result.inStock}
                checkedAt={result.priceCheckedAt}
              />
            </>
          ) : null}
        </p>
      </div>
    </article>
  );
}
