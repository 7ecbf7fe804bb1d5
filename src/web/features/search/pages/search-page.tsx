import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { searchMessages } from '../../../../shared/search/messages.ts';
import {
  SEARCH_LIMITS,
  SEARCH_SCOPES,
  type SearchScope,
} from '../../../../shared/search/schema.ts';
import { useSiteSearch } from '../../../queries/search-site.ts';
import { Button } from '../../../components/button/button.tsx';
import { ButtonLink } from '../../../components/button/button-link.tsx';
import { SearchIcon } from '../../../components/icons/ui-icons.tsx';
import { Pagination } from '../../../components/pagination/pagination.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useMetaDescription } from '../../../lib/use-page-meta.ts';
import { SearchResultItem } from '../components/search-result-item.tsx';
import { readSearchUrl, searchUrl } from '../lib/search-url.ts';
import styles from '../components/search-results.module.css';
import { PageBand } from '../../../components/page-band/page-band.tsx';

/**
 * /search?q={query}: title 'Search', a 'Search In' select (All, Blogs, Products), a results line,
 * blog results with highlighted matches and 'From Blog', 'No results found' with 'Browse All
 * Posts' when empty. Beyond the original design (ADR 057): Products searches
 * parts and ammunition instead of saying 'under construction'. Query, scope and page are in the
 * URL.
 */
export function SearchPage() {
  useDocumentTitle(searchMessages.heading);
  useMetaDescription('Search Buildwright blog posts, parts and ammunition.');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = readSearchUrl(params);
  const search = useSiteSearch({ q: state.q, in: state.in, page: state.page });
  const selectId = useId();
  const inputId = useId();
  // The box follows the URL (Back, the header's overlay) until the visitor types.
  const [draft, setDraft] = useState({ forQuery: state.q, text: state.q });
  if (draft.forQuery !== state.q) setDraft({ forQuery: state.q, text: state.q });

  const go = (next: Partial<typeof state>) => {
    void navigate({ search: searchUrl({ ...state, page: 1, ...next }) });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({ q: draft.text.trim().slice(0, SEARCH_LIMITS.queryChars) });
  };

  const answer = search.data;
  const pageCount = answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;

  let body;
  if (!state.q) body = <p className={styles.status}>{searchMessages.enterQuery}</p>;
  else if (search.isError && !answer)
    body = (
      <div className={styles.status} role="alert">
        <p>{searchMessages.failed}</p>
        <Button variant="outline" onClick={() => void search.refetch()}>
          {searchMessages.tryAgain}
        </Button>
      </div>
    );
  else if (!answer)
    body = (
      <ul className={styles.list} aria-busy="true" aria-label="Loading results">
        {[0, 1, 2].map((i) => (
          <li key={i} className={styles.skeleton} />
        ))}
      </ul>
    );
  else if (answer.total === 0)
    body = (
      <div className={styles.empty}>
        <p className={styles.emptyHeading}>{searchMessages.noResults}</p>
        <ButtonLink to="/blog">{searchMessages.browseAllPosts}</ButtonLink>
      </div>
    );
  else
    body = (
      <>
        <ul className={styles.list} aria-busy={search.isPlaceholderData}>
          {answer.results.map((result) => (
            <li key={`${result.type}-${result.id}`}>
              <SearchResultItem result={result} />
            </li>
          ))}
        </ul>
        {pageCount > 1 ? (
          <Pagination
            page={Math.min(state.page, pageCount)}
            pageCount={pageCount}
            hrefFor={(page) => searchUrl({ ...state, page })}
            onNavigate={() => window.scrollTo({ top: 0 })}
          />
        ) : null}
      </>
    );

  return (
    <div className={styles.page}>
      <PageBand heading={searchMessages.heading} className={styles.band}>
        <form role="search" className={styles.form} onSubmit={onSubmit}>
          <label htmlFor={inputId} className="visually-hidden">
            Search the site
          </label>
          <input
            id={inputId}
            type="search"
            className={styles.input}
            placeholder={searchMessages.placeholder}
            value={draft.text}
            maxLength={SEARCH_LIMITS.queryChars}
            onChange={(event) => setDraft({ forQuery: state.q, text: event.target.value })}
          />
          <Button type="submit" aria-label="Search">
            <SearchIcon size="sm" />
          </Button>
        </form>
      </PageBand>
      <div className={styles.inner}>
        <div className={styles.toolbar}>
          <p className={styles.resultsLine} aria-live="polite">
            {state.q && answer ? searchMessages.resultsLine(answer.total, state.q) : ''}
          </p>
          <div className={styles.scope}>
            <label htmlFor={selectId}>{searchMessages.searchIn}</label>
            <select
              id={selectId}
              value={state.in}
              onChange={(event) => go({ in: event.target.value as SearchScope })}
            >
              {SEARCH_SCOPES.map((scope) => (
                <option key={scope} value={scope}>
                  {searchMessages.scopeLabels[scope]}
                </option>
              ))}
            </select>
          </div>
        </div>
        {body}
      </div>
    </div>
  );
}
