import { ammoMetaDescription } from '../../../../shared/site/page-meta.ts';
import { useParams } from 'react-router';
import { ammoMessages } from '../../../../shared/ammo/messages.ts';
import {
  DetailPage,
  type DetailPageConfig,
} from '../../../components/product-page/detail-page.tsx';
import { useAmmo } from '../api/get-ammo.ts';
import { AmmoBreadcrumb } from '../components/ammo-breadcrumb.tsx';
import { AmmoDetailView } from '../components/ammo-detail-view.tsx';
import { ammoTexts as t } from '../lib/ammo-texts.ts';

const AMMO_PAGE: DetailPageConfig = {
  title: 'Ammo',
  loading: t.loadingItem,
  notFound: ammoMessages.noAmmoFound,
  notFoundText: t.notFoundText,
  failed: ammoMessages.loadAmmoFailed,
  retry: t.retry,
  list: { to: '/ammo/', text: t.backToAmmo },
  goBack: t.goBack,
  missing: { message: ammoMessages.missingAmmoId, toastId: 'ammo-missing-id' },
  failedToastId: 'ammo-load-failed',
  skeletonLines: 1,
};

/**
 * /ammo-detail/:id: the item, 'No Ammo Found' (an unknown id, or none), or the error state with
 * Go Back and a retry; toasts 'Missing ammo ID' and 'Failed to load ammo data'.
 */
export function AmmoDetailPage() {
  const { id } = useParams();
  const trimmed = id?.trim();
  const query = useAmmo(trimmed || undefined);
  return (
    <DetailPage
      query={query}
      missing={!trimmed}
      config={AMMO_PAGE}
      titleOf={(item) => item.name}
      descriptionOf={ammoMetaDescription}
      breadcrumb={<AmmoBreadcrumb />}
    >
      {(item) => <AmmoDetailView key={item.id} item={item} />}
    </DetailPage>
  );
}
