import { DetailBreadcrumb } from '../../../components/product-page/detail-breadcrumb.tsx';
import { ammoTexts as t } from '../lib/ammo-texts.ts';

/** Home > Ammo > calibre > name (the calibre links to the list filtered to it). */
export function AmmoBreadcrumb({
  caliber,
  name,
}: {
  caliber?: { key: string; label: string };
  name?: string;
}) {
  return (
    <DetailBreadcrumb
      label={t.breadcrumb}
      crumbs={[
        { text: t.home, to: '/' },
        { text: t.ammo, to: '/ammo/' },
        caliber
          ? { text: caliber.label, to: `/ammo/?caliber=${encodeURIComponent(caliber.key)}` }
          : undefined,
        name ? { text: name } : undefined,
      ]}
    />
  );
}
