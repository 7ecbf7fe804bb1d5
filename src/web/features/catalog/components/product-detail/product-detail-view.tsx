import { useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AddedState } from '../../../../components/add-to-build/show-added.ts';
import { toast } from '../../../../lib/toast.ts';
import { makeSelectedProduct } from '../../../../../shared/build/build.ts';
import { catalogMessages } from '../../../../../shared/catalog/messages.ts';
import type { CatalogGroupDetail } from '../../../../../shared/catalog/schema.ts';
import { rankVariantProperties } from '../../../../../shared/catalog/variant-ranking.ts';
import { useAddToBuild } from '../../../../components/add-to-build/use-add-to-build.tsx';
import { Button } from '../../../../components/button/button.tsx';
import { DetailHeading } from '../../../../components/product-page/detail-heading.tsx';
import { HeadlinePrice } from '../../../../components/product-page/headline-price.tsx';
import { isBuyable } from '../../../../../shared/prices/offers.ts';
import { PriceHistorySection } from '../../../../components/price-history/price-history-section.tsx';
import { SavePartButton } from '../../../../components/save-part/save-part-button.tsx';
import { PriceAlertButton } from '../../../../components/price-alert/price-alert-button.tsx';
import { variantFits } from '../../lib/candidate-fit.ts';
import { variantDescription } from '../../lib/detail-description.ts';
import { useBuildCompat } from '../../lib/use-build-compat.ts';
import { FitBadge } from '../fit/fit-badge.tsx';
import { merchantPriceRows, variantPriceRows } from '../../lib/detail-prices.ts';
import {
  categoryLabel,
  detailImages,
  detailPhoto,
  groupRecord,
  savedProductPart,
} from '../../lib/detail-product.ts';
import {
  applyChoice,
  choicesForVariant,
  chosenVariant,
  resolveChoices,
} from '../../lib/detail-variant-choices.ts';
import { ProductBreadcrumb } from './detail-breadcrumb.tsx';
import { detailTexts as t } from './detail-texts.ts';
import { MerchantPricesTable, VariantPricesTable } from './prices-tables.tsx';
import { ProductDescription } from './product-description.tsx';
import styles from '../../../../components/product-page/detail.module.css';
import { ProductGallery } from './product-gallery.tsx';
import { SpecsTable } from './specs-table.tsx';
import { VariantSelects } from './variant-selects.tsx';
import { useSecondPass } from '../../../../lib/use-second-pass.ts';

/**
 * The loaded product page: header, pictures, description, cascading variant selects, Add to
 * Builder through the add flow shared with the ammo page and the builder, into the mapped sub-part
 * or the one the visitor came from, Save to Parts List, the Prices table, the price history and the
 * specifications table of the chosen variant (ADRs 027, 028, 088). Mount it with `key={group._id}` so another product
 * starts afresh.
 */
export function ProductDetailView({
  detail,
  subPart,
}: {
  detail: CatalogGroupDetail;
  subPart: string | undefined;
}) {
  const { group, variants } = detail;
  const navigate = useNavigate();
  const { add, dialog } = useAddToBuild();
  const headingId = useId();
  const config = useMemo(() => rankVariantProperties(variants), [variants]);
  const [picked, setPicked] = useState<Record<string, string>>({});
  const [preferredId, setPreferredId] = useState<string | undefined>(undefined);

  // Every variant is a candidate for the sub-part: does it fit the build (ADR 064)?
  const { parts: buildParts, engine } = useBuildCompat();
  const fits = useMemo(
    () => variantFits(engine, buildParts, group, variants, subPart),
    [engine, buildParts, group, variants, subPart],
  );

  const choices = resolveChoices(variants, config, picked);
  const variant = chosenVariant(variants, config, choices, preferredId);
  const merchantRows = variant ? merchantPriceRows(variant.vendor) : [];
  // The variant's first merchant row (in stock and fresh first), else the variant's or group's own.
  const first = merchantRows[0];
  const headline = variant
    ? first
      ? { price: first.price, inStock: isBuyable(first), checkedAt: first.checkedAt }
      : { price: variant.price, inStock: variant.inStock, checkedAt: variant.priceCheckedAt }
    : { price: group.price, inStock: group.inStock, checkedAt: group.priceCheckedAt };
  const category = categoryLabel(group);

  const choose = (property: string, value: string | undefined) => {
    setPicked((current) => applyChoice(variants, config, current, property, value));
    setPreferredId(undefined);
  };

  const chooseVariant = (variantId: string) => {
    const row = variants.find((v) => v._id === variantId);
    if (!row) return;
    setPicked(choicesForVariant(config, row));
    setPreferredId(variantId);
  };

  const onAdd = async () => {
    if (!variant) {
      toast.info(catalogMessages.selectVariantBeforeAdd);
      return;
    }
    let added: string | false;
    try {
      added = await add(makeSelectedProduct(groupRecord(group), variant), subPart);
    } catch (error) {
      console.error('Adding to the build failed:', error);
      toast.error(catalogMessages.addProductFailed);
      return;
    }
    if (added) void navigate('/builder', { state: { added } satisfies AddedState });
  };

  // The prices and specifications, below the first screen, render right after the top.
  const secondPass = useSecondPass();

  return (
    <>
      <ProductBreadcrumb category={category} product={group.partName} />
      <div className={styles.top}>
        <ProductGallery
          images={detailImages(group, variant)}
          photo={detailPhoto(group, variant)}
          alt={variant?.model ?? group.partName}
        />
        <div className={styles.info}>
          <DetailHeading
            id={headingId}
            name={group.partName}
            facts={[
              { term: t.brand, value: variant?.brand ?? group.brand },
              { term: t.platformLabel, value: group.platform },
            ]}
          />
          {typeof headline.price === 'number' ? (
            <HeadlinePrice
              price={headline.price}
              inStock={headline.inStock}
              checkedAt={headline.checkedAt}
              from={!variant}
              fromText={t.from}
              outOfStockText={t.outOfStock}
            />
          ) : null}
          {variant ? (
            <p className={styles.model}>
              <span className={styles.modelLabel}>{t.selectedVariant}:</span> {variant.model}
            </p>
          ) : null}
          <ProductDescription text={variantDescription(group.description, variant?.notes)} />
          {variants.length === 0 ? (
            <p className={styles.noVariants} role="status">
              {t.noVariants}
            </p>
          ) : (
            <>
              <VariantSelects
                variants={variants}
                config={config}
                choices={choices}
                onChange={choose}
              />
              {variant && fits.get(variant._id) ? (
                <p className={styles.fit} role="status">
                  <FitBadge fit={fits.get(variant._id)!} />
                </p>
              ) : null}
              <div className={styles.buttons}>
                <Button
                  variant="primary"
                  className={variant ? styles.add : `${styles.add} ${styles.gated}`}
                  aria-disabled={variant ? undefined : 'true'}
                  onClick={() => void onAdd()}
                >
                  {variant ? t.addToBuilder : t.selectVariantFirst}
                </Button>
                <SavePartButton
                  kind="product"
                  part={variant ? savedProductPart(group, variant) : undefined}
                  missingPartMessage={t.selectVariantToSave}
                />
                <PriceAlertButton
                  target={
                    variant
                      ? {
                          targetKind: 'variant',
                          targetId: variant._id,
                          name: variant.model ?? group.partName,
                          currentPrice:
                            typeof headline.price === 'number' ? headline.price : undefined,
                        }
                      : undefined
                  }
                />
              </div>
            </>
          )}
        </div>
      </div>

      {variants.length > 0 && secondPass ? (
        <>
          <section className={styles.section} aria-labelledby={`${headingId}-prices`}>
            <h2 id={`${headingId}-prices`} className={styles.sectionHeading}>
              {t.prices}
            </h2>
            {variant ? (
              <MerchantPricesTable model={variant.model} rows={merchantRows} />
            ) : (
              <VariantPricesTable
                rows={variantPriceRows(variants)}
                onChoose={chooseVariant}
                fits={fits}
              />
            )}
          </section>
          {variant ? (
            <PriceHistorySection
              kind="variant"
              id={variant._id}
              headingId={`${headingId}-history`}
            />
          ) : null}
          <section className={styles.section} aria-labelledby={`${headingId}-specs`}>
            <h2 id={`${headingId}-specs`} className={styles.sectionHeading}>
              {t.specifications}
            </h2>
            {variant ? (
              <SpecsTable variant={variant} model={variant.model} />
            ) : (
              <p className={styles.hint}>{t.chooseForSpecs}</p>
            )}
          </section>
        </>
      ) : null}
      {dialog}
    </>
  );
}
