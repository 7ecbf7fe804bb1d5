import { Link } from 'react-router';
import { searchMessages } from '../../../shared/search/messages.ts';
import { SEARCH_LIMITS } from '../../../shared/search/schema.ts';
import { useSiteSearch } from '../../queries/search-site.ts';
import { Highlighted } from '../../components/highlighted/highlighted.tsx';
import styles from './search-overlay.module.css';

/**
 * The overlay's suggestions: the 5 best matches of the (debounced, ≥ 3 characters) query among
 * parts, ammunition and posts, ranked together as the results page ranks 'All', the matched part
 * highlighted and each marked with its kind, under 'Top Results'; 'No results found for
 * "{query}"' when nothing matches. Choosing one opens its page (the route change closes the
 * overlay).
 */
export function TopResults({ query, onChoose }: { query: string; onChoose: () => void }) {
  const enabled = query.length >= SEARCH_LIMITS.minChars;
  const search = useSiteSearch(
    { q: query, in: 'all', pageSize: SEARCH_LIMITS.suggestions },
    enabled,
  );
  if (!enabled) return null;
  // The answer for an earlier query may still be shown while this one loads.
  const answer =
    search.data?.query === query.slice(0, SEARCH_LIMITS.queryChars) ? search.data : undefined;

  let body;
  if (search.isError) body = <p className={styles.status}>{searchMessages.failed}</p>;
  else if (!answer) body = <p className={styles.status}>{searchMessages.searching}</p>;
  else if (answer.results.length === 0)
    body = <p className={styles.status}>{searchMessages.noResultsFor(query)}</p>;
  else
    body = (
      <>
        <h2 className={styles.resultsHeading}>{searchMessages.topResults}</h2>
        <ul className={styles.results}>
          {answer.results.map((result) => (
            <li key={`${result.type}:${result.id}`}>
              <Link
                className={styles.result}
                to={
                  result.type === 'blog'
                    ? `/blog/${encodeURIComponent(result.slug || result.id)}`
                    : result.url
                }
                onClick={onChoose}
              >
                <Highlighted html={result.titleHighlighted} className={styles.match} />
                <span className={styles.kind}>{searchMessages.kindOf(result.type)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </>
    );

  return (
    <section
      className={styles.topResults}
      aria-live="polite"
      aria-label={searchMessages.topResults}
    >
      {body}
    </section>
  );
}
