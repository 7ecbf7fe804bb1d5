import { Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { buildMessages } from '../../../../shared/build/messages.ts';
import type { SharedBuild } from '../../../../shared/build/schema.ts';
import {
  filledSubParts,
  formatPrice,
  isIncludedEntry,
  percentComplete,
  totalPrice,
} from '../../../../shared/build/totals.ts';
import { Button } from '../../../components/button/button.tsx';
import { ButtonLink } from '../../../components/button/button-link.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { copyIntoBuilder } from '../../../stores/build.ts';
import { useSharedBuild } from '../api/get-shared-build.ts';
import { builderTexts } from '../lib/builder-texts.ts';
import { ExportDialog } from '../saved-builds/lazy-dialogs.tsx';
import { BuildPartsTable } from '../../../components/build-parts/build-parts-table.tsx';
import { sharedBuildTexts as t } from '../../../components/build-parts/build-parts-texts.ts';
import { SharedCompatibility } from '../../../components/build-parts/shared-compatibility.tsx';
import { formatBuildDate } from '../saved-builds/format-date.ts';
import { savedBuildsMessages as m } from '../saved-builds/messages.ts';
import {
  SavedBuildsProvider,
  useSavedBuildsExtras,
} from '../saved-builds/saved-builds-provider.tsx';
import styles from './shared-build-page.module.css';
import { PageBand } from '../../../components/page-band/page-band.tsx';

/** /b/:shareId: a shared build, read-only, that anyone may copy into their list. */
export function SharedBuildPage() {
  const { shareId = '' } = useParams();
  // The provider brings the unsaved-changes guard: copying replaces the visitor's own list.
  return (
    <SavedBuildsProvider>
      <SharedBuildView shareId={shareId} />
    </SavedBuildsProvider>
  );
}

function SharedBuildView({ shareId }: { shareId: string }) {
  const query = useSharedBuild(shareId);
  useDocumentTitle(query.data?.buildName ?? m.sharedHeading);

  return (
    <div className={styles.page}>
      <PageBand eyebrow={m.sharedHeading} heading={query.data?.buildName ?? m.sharedHeading} />
      <div className={`${styles.inner} ${styles.body}`}>
        {query.isPending ? (
          <p className={styles.status} role="status" aria-busy="true">
            {m.sharedLoading}
          </p>
        ) : query.isError ? (
          <div className={styles.problem}>
            <p role="alert" className={styles.error}>
              {query.error.message}
            </p>
            <ButtonLink to="/builder" variant="primary">
              {m.openBuilder}
            </ButtonLink>
          </div>
        ) : (
          <SharedBuildDetails build={query.data} sharePath={`/b/${shareId}`} />
        )}
      </div>
    </div>
  );
}

function SharedBuildDetails({ build, sharePath }: { build: SharedBuild; sharePath: string }) {
  const navigate = useNavigate();
  const [exporting, setExporting] = useState(false);
  const { guard } = useSavedBuildsExtras();
  const rows = filledSubParts(build.buildParts);
  const boughtCount = rows.filter(({ product }) => !isIncludedEntry(product)).length;

  const copy = () => {
    guard(m.actionCopy(build.buildName), () => {
      // A new, unsaved build of this visitor: saving it creates their own copy.
      copyIntoBuilder(build);
      toast.success(m.copiedToBuilder);
      void navigate('/builder');
    });
  };

  return (
    <>
      <p className={styles.lead}>{m.sharedLead}</p>
      <BuildDates build={build} />
      <SharedCompatibility compatibility={build.compatibility} />
      {rows.length === 0 ? (
        <p className={styles.empty}>{buildMessages.noItems}</p>
      ) : (
        <BuildPartsTable buildParts={build.buildParts} caption={build.buildName} />
      )}
      <div className={styles.summary}>
        <p className={styles.total}>
          <span>{m.total}</span> <strong>{formatPrice(totalPrice(build.buildParts))}</strong>{' '}
          <span className={styles.count}>({t.partCount(boughtCount)})</span>
        </p>
        <p className={styles.complete}>{m.complete(percentComplete(build.buildParts))}</p>
        <Button variant="primary" onClick={copy}>
          {m.copyToBuilder}
        </Button>
        <Button variant="outline" aria-haspopup="dialog" onClick={() => setExporting(true)}>
          {builderTexts.exportList}
        </Button>
      </div>
      {exporting ? (
        <Suspense fallback={null}>
          <ExportDialog
            buildName={build.buildName}
            parts={build.buildParts}
            sharePath={sharePath}
            onClose={() => setExporting(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** When the build was made and last changed (what the link shows is the build as it is now). */
function BuildDates({ build }: { build: SharedBuild }) {
  return (
    <dl className={styles.dates}>
      <div>
        <dt>{t.created}</dt>
        <dd>
          <time dateTime={build.createdAt}>
            {formatBuildDate(build.createdAt, buildMessages.unknownDate)}
          </time>
        </dd>
      </div>
      <div>
        <dt>{t.lastChanged}</dt>
        <dd>
          <time dateTime={build.updatedAt}>
            {formatBuildDate(build.updatedAt, buildMessages.unknownDate)}
          </time>
        </dd>
      </div>
    </dl>
  );
}
