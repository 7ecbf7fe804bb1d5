import { useParams } from 'react-router';
import type { GalleryEntry } from '../../../../shared/gallery/schema.ts';
import { buildMessages } from '../../../../shared/build/messages.ts';
import { filledSubParts, formatPrice, isIncludedEntry } from '../../../../shared/build/totals.ts';
import { BuildPartsTable } from '../../../components/build-parts/build-parts-table.tsx';
import { SharedCompatibility } from '../../../components/build-parts/shared-compatibility.tsx';
import { ButtonLink } from '../../../components/button/button-link.tsx';
import { LoadState } from '../../../components/load-state/load-state.tsx';
import { PageBand } from '../../../components/page-band/page-band.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../stores/session.ts';
import { isNotFound, useGalleryEntry } from '../api/get-gallery-entry.ts';
import { EntryActions } from '../components/entry-actions.tsx';
import { PhotoViewer } from '../components/photo-viewer.tsx';
import { galleryDate } from '../lib/format.ts';
import { writeUpParagraphs } from '../lib/write-up.ts';
import { entryTexts as t, galleryTexts } from '../messages.ts';
import styles from './gallery-entry.module.css';
import page from './gallery.module.css';

const GALLERY = '/completed-builds';

/**
 * /completed-builds/:id: a completed build as published: its photos, the write-up, the parts it
 * was published with and their compatibility. Its owner may unpublish it, an admin hide it.
 */
export function GalleryEntryPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const query = useGalleryEntry(id, Boolean(session));
  const entry = query.data;
  const missing = isNotFound(query.error);
  const heading = entry?.title ?? (missing ? t.notFoundHeading : galleryTexts.heading);
  useDocumentTitle(heading);

  return (
    <div className={page.page}>
      <PageBand
        heading={heading}
        eyebrow={entry ? t.eyebrow : undefined}
        breadcrumb={{
          label: t.breadcrumb,
          crumbs: [{ text: galleryTexts.heading, to: GALLERY }, { text: heading }],
        }}
      />
      <div className={page.inner}>
        {entry ? (
          <EntryDetails entry={entry} admin={session?.user.role === 'admin'} />
        ) : missing ? (
          <div className={page.problem}>
            <p role="alert" className={page.error}>
              {t.notFound}
            </p>
            <ButtonLink to={GALLERY} variant="primary">
              {t.backToGallery}
            </ButtonLink>
          </div>
        ) : (
          <LoadState
            query={query}
            texts={t}
            loadingClassName={page.status}
            failedClassName={page.problem}
            errorClassName={page.error}
          />
        )}
      </div>
    </div>
  );
}

function EntryDetails({ entry, admin }: { entry: GalleryEntry; admin: boolean }) {
  const paragraphs = writeUpParagraphs(entry.writeUp);
  const rows = filledSubParts(entry.buildParts);
  const bought = rows.filter(({ product }) => !isIncludedEntry(product)).length;
  return (
    <>
      {entry.hidden ? <p className={styles.hiddenNote}>{t.hiddenNote}</p> : null}
      <EntryActions entry={entry} admin={admin} />
      <dl className={styles.facts}>
        <div>
          <dt>{t.author}</dt>
          <dd>{entry.authorName}</dd>
        </div>
        <div>
          <dt>{t.published}</dt>
          <dd>
            <time dateTime={entry.publishedAt}>
              {galleryDate(entry.publishedAt, galleryTexts.unknownDate)}
            </time>
          </dd>
        </div>
        <div>
          <dt>{t.calibre}</dt>
          <dd>{entry.calibre?.label ?? galleryTexts.noCalibre}</dd>
        </div>
        <div>
          <dt>{t.total}</dt>
          <dd className={styles.total}>
            {formatPrice(entry.totalPrice)}{' '}
            <span className={styles.count}>({t.partCount(bought)})</span>
          </dd>
        </div>
      </dl>
      <PhotoViewer photos={entry.photos} title={entry.title} />
      {paragraphs.length > 0 ? (
        <section className={styles.section} aria-labelledby="gallery-write-up">
          <h2 id="gallery-write-up" className={styles.sectionHeading}>
            {t.writeUp}
          </h2>
          <div className={styles.writeUp}>
            {paragraphs.map((text, i) => (
              <p key={i}>{text}</p>
            ))}
          </div>
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="gallery-parts">
        <h2 id="gallery-parts" className={styles.sectionHeading}>
          {t.parts}
        </h2>
        <p className={styles.asPublished}>{t.partsAsPublished}</p>
        <SharedCompatibility compatibility={entry.compatibility} />
        {rows.length === 0 ? (
          <p className={page.status}>{buildMessages.noItems}</p>
        ) : (
          <BuildPartsTable buildParts={entry.buildParts} caption={entry.title} />
        )}
      </section>
    </>
  );
}
