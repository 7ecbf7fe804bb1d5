import { useId, useState } from 'react';
import { toast } from '../../../../lib/toast.ts';
import { suggestionLabel, type FeedItem } from '../../../../../shared/feeds/schemas.ts';
import { formatPrice } from '../../../../../shared/build/totals.ts';
import { Button } from '../../../../components/button/button.tsx';
import { failureMessage } from '../../../../components/form-field/form-helpers.ts';
import { useSetFeedItemIgnored } from '../../api/ignore-feed-item.ts';
import { reviewTexts as t } from '../../feeds-messages.ts';
import { CreateVariantForm } from './create-variant-form.tsx';
import { VariantPicker } from './variant-picker.tsx';
import styles from '../feeds/feeds.module.css';

/** The site a link goes to ('acme.example'), or the link itself. */
function hostOf(link: string): string {
  try {
    return new URL(link).hostname || link;
  } catch {
    return link;
  }
}

/**
 * One product of a feed: what the merchant says of it (title, price, stock, its page, its image),
 * the classifier's suggestion and the closest variants, and Link, Create and Ignore.
 */
export function ReviewItem({ item }: { item: FeedItem }) {
  const [dialog, setDialog] = useState<'link' | 'create'>();
  const ignore = useSetFeedItemIgnored(item);
  const headingId = useId();
  const ignored = item.status === 'ignored';

  const setIgnored = (value: boolean) =>
    ignore.mutate(value, {
      onSuccess: () => toast.success(value ? t.ignored(item.title) : t.unignored(item.title)),
      onError: (error) => toast.error(failureMessage(error, t.actionFailed)),
    });

  return (
    <li className={styles.card}>
      <article aria-labelledby={headingId} className={styles.item}>
        {item.imageUrl ? (
          <img className={styles.thumb} src={item.imageUrl} alt="" loading="lazy" />
        ) : (
          <span className={styles.noThumb} aria-hidden="true" />
        )}
        <div>
          <div className={styles.head}>
            <h2 id={headingId} className={styles.title}>
              {item.title}
            </h2>
            <span className={styles.badge}>{item.merchantName}</span>
          </div>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>{t.price}</dt>
              <dd>
                {formatPrice(item.price)} · {item.inStock ? t.inStock : t.outOfStock}
              </dd>
            </div>
            <div className={styles.fact}>
              <dt>{t.productPage}</dt>
              <dd>
                <a
                  className={styles.textLink}
                  href={item.link}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  aria-label={t.productPageLabel(item.title)}
                >
                  {hostOf(item.link)}
                </a>
              </dd>
            </div>
            <div className={styles.fact}>
              <dt>{t.suggestion}</dt>
              <dd>{item.suggestion ? suggestionLabel(item.suggestion) : t.noSuggestion}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t.ids}</dt>
              <dd>
                {[item.productId, item.gtin && `GTIN ${item.gtin}`, item.mpn && `MPN ${item.mpn}`]
                  .filter(Boolean)
                  .join(' · ')}
              </dd>
            </div>
            {item.variant ? (
              <div className={styles.fact}>
                <dt>{t.linkedTo}</dt>
                <dd>
                  {item.variant.brand} {item.variant.name}
                </dd>
              </div>
            ) : null}
            {item.candidates.length ? (
              <div className={`${styles.fact} ${styles.wide}`}>
                <dt>{t.candidates}</dt>
                <dd>
                  <ol className={styles.candidates}>
                    {item.candidates.map((c) => (
                      <li key={c.variantId}>
                        {c.brand} {c.name} ({c.typeLabel}) — {t.score(c.score)}
                      </li>
                    ))}
                  </ol>
                </dd>
              </div>
            ) : null}
          </dl>
          <div className={styles.actions}>
            <Button variant="primary" onClick={() => setDialog('link')}>
              {t.link}
            </Button>
            <Button variant="outline" onClick={() => setDialog('create')}>
              {t.create}
            </Button>
            <Button
              variant="outline"
              disabled={ignore.isPending}
              aria-busy={ignore.isPending}
              onClick={() => setIgnored(!ignored)}
            >
              {ignored ? t.unignore : t.ignore}
            </Button>
          </div>
        </div>
      </article>
      {dialog === 'link' ? (
        <VariantPicker item={item} onClose={() => setDialog(undefined)} />
      ) : null}
      {dialog === 'create' ? (
        <CreateVariantForm item={item} onClose={() => setDialog(undefined)} />
      ) : null}
    </li>
  );
}
