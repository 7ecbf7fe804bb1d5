import { useEffect } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { ammoMessages } from '../../../../shared/ammo/messages.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAmmo } from '../api/get-ammo.ts';
import { AmmoBreadcrumb } from '../components/ammo-breadcrumb.tsx';
import {
  AmmoDetailSkeleton,
  AmmoLoadError,
  AmmoNotFound,
} from '../components/ammo-detail-states.tsx';
import { AmmoDetailView } from '../components/ammo-detail-view.tsx';
import styles from '../../../components/product-page/page.module.css';

/**
 * /ammo-detail/:id (spec §2 "Ammo detail", §8): loading, error with Go Back, 'No Ammo Found' and
 * the loaded page; toasts 'Missing ammo ID' and 'Failed to load ammo data'.
 */
export function AmmoDetailPage() {
  const { id } = useParams();
  const missing = !id?.trim();
  const query = useAmmo(missing ? undefined : id!.trim());
  const notFound = missing || (query.error instanceof ApiError && query.error.status === 404);
  const failed = query.isError && !notFound;

  useDocumentTitle(
    query.data?.name ??
      (notFound ? ammoMessages.noAmmoFound : failed ? ammoMessages.loadAmmoFailed : 'Ammo'),
  );

  useEffect(() => {
    if (missing) toast.error(ammoMessages.missingAmmoId, { id: 'ammo-missing-id' });
  }, [missing]);

  useEffect(() => {
    if (failed)
      toast.error(ammoMessages.loadAmmoFailed, { id: `ammo-load-failed-${query.errorUpdatedAt}` });
  }, [failed, query.errorUpdatedAt]);

  let body;
  if (notFound) {
    body = (
      <>
        <AmmoBreadcrumb />
        <AmmoNotFound />
      </>
    );
  } else if (query.data) {
    body = <AmmoDetailView key={query.data.id} item={query.data} />;
  } else if (failed) {
    body = (
      <>
        <AmmoBreadcrumb />
        <AmmoLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </>
    );
  } else {
    body = (
      <>
        <AmmoBreadcrumb />
        <AmmoDetailSkeleton />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.inner}>{body}</div>
    </div>
  );
}
