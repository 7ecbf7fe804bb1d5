import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AddedState } from '../../../components/add-to-build/show-added.ts';
import { toast } from '../../../lib/toast.ts';
import { ammoMessages } from '../../../../shared/ammo/messages.ts';
import type { AmmoDetail } from '../../../../shared/ammo/schema.ts';
import { silhouetteUrl } from '../../../../shared/catalog/silhouettes.ts';
import { useAddToBuild } from '../../../components/add-to-build/use-add-to-build.tsx';
import { Button } from '../../../components/button/button.tsx';
import { DetailHeading } from '../../../components/product-page/detail-heading.tsx';
import { HeadlinePrice } from '../../../components/product-page/headline-price.tsx';
import { ProductPhoto } from '../../../components/product-page/product-photo.tsx';
import { PriceHistorySection } from '../../../components/price-history/price-history-section.tsx';
import { SavePartButton } from '../../../components/save-part/save-part-button.tsx';
import { PriceAlertButton } from '../../../components/price-alert/price-alert-button.tsx';
import {
  AMMO_SUB_PART,
  ammoBuildProduct,
  ammoDescription,
  savedAmmoPart,
} from '../lib/ammo-detail.ts';
import { formatPerRound } from '../lib/per-round.ts';
import { ammoTexts as t } from '../lib/ammo-texts.ts';
import { AmmoBreadcrumb } from './ammo-breadcrumb.tsx';
import { AmmoPricesTable } from './ammo-prices-table.tsx';
import styles from '../../../components/product-page/detail.module.css';

/**
 * The loaded ammo page: name, brand, the description built from the fields, the 'From' price (and
 * per round), Add to Builder through the add flow shared with the product page and the builder,
 * into the build's Ammunition sub-part, Save to Parts List, the Prices table, whose Add picks
 * that merchant, and the price history (ADR 088). The image is the merchant's photo, else our own placeholder.
 */
export function AmmoDetailView({ item }: { item: AmmoDetail }) {
  const navigate = useNavigate();
  const { add, dialog } = useAddToBuild();
  const headingId = useId();
  const [adding, setAdding] = useState(false);
  const image = item.images[0];

  const onAdd = async (offerIndex?: number) => {
    setAdding(true);
    let added: string | false = false;
    try {
      // false only when the visitor cancels the redundancy dialog: no failure to report.
      added = await add(ammoBuildProduct(item, offerIndex), AMMO_SUB_PART);
    } catch (error) {
      console.error('Adding ammo to the build failed:', error);
      toast.error(ammoMessages.addAmmoFailed);
    } finally {
      setAdding(false);
    }
    if (added) void navigate('/builder', { state: { added } satisfies AddedState });
  };

  return (
    <>
      <AmmoBreadcrumb caliber={{ key: item.caliber, label: item.caliberLabel }} name={item.name} />
      <div className={styles.top}>
        <div className={styles.gallery}>
          <div className={styles.imageMain}>
            <ProductPhoto
              className={styles.imageImg}
              photo={item.photo}
              size="detail"
              fallback={image ?? silhouetteUrl('ammo', 'bronze')}
              alt={item.name}
              fallbackAlt={image ? item.name : t.imageAlt(item.name)}
              width={400}
              height={240}
              loading="eager"
            />
          </div>
        </div>
        <div className={styles.info}>
          <DetailHeading
            id={headingId}
            name={item.name}
            facts={[
              { term: t.brandLabel, value: item.brand },
              { term: t.caliber, value: item.caliberLabel },
              { term: t.platformLabel, value: item.platform },
            ]}
          />
          {item.price !== undefined ? (
            <HeadlinePrice
              price={item.price}
              inStock={item.inStock}
              checkedAt={item.priceCheckedAt}
              from
              fromText={ammoMessages.from}
              outOfStockText={t.outOfStock}
              dataField="from-price"
              after={
                <>
                  {' '}
                  <span className={styles.from} data-field="per-round">
                    ({formatPerRound(item.pricePerRound)})
                  </span>
                </>
              }
            />
          ) : (
            <p className={styles.hint}>{t.noOffersTable}</p>
          )}
          <p className={styles.descriptionText}>{ammoDescription(item)}</p>
          <div className={styles.buttons}>
            <Button
              variant="primary"
              className={styles.add}
              disabled={adding}
              aria-busy={adding || undefined}
              onClick={() => void onAdd()}
            >
              {ammoMessages.addToBuilder}
            </Button>
            <SavePartButton kind="ammo" part={savedAmmoPart(item)} />
            <PriceAlertButton
              target={{
                targetKind: 'ammo',
                targetId: item.id,
                name: item.name,
                currentPrice: item.pricePerRound ?? undefined,
              }}
            />
          </div>
        </div>
      </div>
      <section className={styles.section} aria-labelledby={`${headingId}-prices`}>
        <h2 id={`${headingId}-prices`} className={styles.sectionHeading}>
          {t.prices}
        </h2>
        <AmmoPricesTable
          name={item.name}
          offers={item.vendor}
          adding={adding}
          onAdd={(index) => void onAdd(index)}
        />
      </section>
      <PriceHistorySection kind="ammo" id={item.id} headingId={`${headingId}-history`} />
      {dialog}
    </>
  );
}
