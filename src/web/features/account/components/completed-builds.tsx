import { useId } from 'react';
import { buildMessages } from '../../../../shared/build/messages.ts';
import type { BuildSummary } from '../../../../shared/build/schema.ts';
import { formatPrice } from '../../../../shared/build/totals.ts';
import { ButtonLink } from '../../../components/button/button-link.tsx';
import { useMyGallery } from '../../../queries/list-my-gallery.ts';
import { useUserBuilds } from '../../../queries/list-user-builds.ts';
import { failureMessage } from '../../../components/form-field/form-helpers.ts';
import { accountUiMessages } from '../messages.ts';
import styles from './completed-builds.module.css';
import { EmptyTab } from './empty-tab.tsx';

/** The builder opens `?load=<id>` through its unsaved-changes guard (ADR 018). */
export function builderLinkFor(buildId: string): string {
  return `/builder?load=${encodeURIComponent(buildId)}`;
}

/** The gallery's publish form with this build chosen. */
export function publishLinkFor(buildId: string): string {
  return `/completed-builds/publish?build=${encodeURIComponent(buildId)}`;
}

/** 'Nov 23, 2026', or 'Unknown date' when the date is missing or unreadable. */
function createdOn(value: string): string {
  const date = new Date(value);
  return value && !Number.isNaN(date.getTime())
    ? date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })
    : buildMessages.unknownDate;
}

/**
 * /account/completedbuilds lists the user's saved builds with name, created date,
 * total and percent complete; each opens in the builder or goes to the gallery's publish form.
 * No builds: the empty state of ADR 014.
 */
export function CompletedBuilds({ userId }: { userId: string }) {
  const query = useUserBuilds(userId);
  const gallery = useMyGallery(userId);
  // Builds already in the gallery link to their entry instead of the publish form.
  const entryOf = new Map(
    (gallery.data ?? []).flatMap((e) => (e.buildId ? [[e.buildId, e.id] as const] : [])),
  );

  if (query.isPending) return <p className={styles.status}>{accountUiMessages.loading}</p>;
  if (query.isError) {
    return (
      <p className={styles.error} role="alert">
        {failureMessage(query.error, buildMessages.fetchAllFailed)}
      </p>
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyTab
        message={accountUiMessages.noCompletedBuilds}
        linkText="Open the Builder"
        to="/builder"
      />
    );
  }
  return (
    <ul role="list" className={styles.list}>
      {query.data.map((build) => (
        <BuildCard key={build._id} build={build} entryId={entryOf.get(build._id)} />
      ))}
    </ul>
  );
}

function BuildCard({ build, entryId }: { build: BuildSummary; entryId: string | undefined }) {
  const nameId = useId();
  const percent = Math.max(0, Math.min(100, build.percentComplete));
  return (
    <li className={styles.card}>
      <h2 id={nameId} className={styles.name}>
        {build.buildName}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Created</dt>
          <dd>{createdOn(build.createdAt)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd className={styles.total}>{formatPrice(build.totalPrice)}</dd>
        </div>
        <div>
          <dt>Complete</dt>
          <dd>{`${percent}%`}</dd>
        </div>
      </dl>
      <div className={styles.meter} aria-hidden="true">
        <span style={{ width: `${percent}%` }} />
      </div>
      <div className={styles.actions}>
        <ButtonLink to={builderLinkFor(build._id)} variant="primary" aria-describedby={nameId}>
          Open in Builder
        </ButtonLink>
        {entryId ? (
          <ButtonLink
            to={`/completed-builds/${encodeURIComponent(entryId)}`}
            variant="outline"
            aria-describedby={nameId}
          >
            View in gallery
          </ButtonLink>
        ) : (
          <ButtonLink to={publishLinkFor(build._id)} variant="outline" aria-describedby={nameId}>
            Publish to gallery
          </ButtonLink>
        )}
      </div>
    </li>
  );
}
