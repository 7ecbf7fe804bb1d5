import { buttonClassName } from '../../../components/button/button.tsx';
import { ArrowRightIcon } from '../../../components/icons/ui-icons.tsx';
import { siteName } from '../../../lib/site.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { contentTexts as t } from '../components/content-texts.ts';
import { PageBand } from '../../../components/page-band/page-band.tsx';
import { PromoCode } from '../components/promo-code.tsx';
import { AFFILIATE_DISCOUNTS, siteContent } from '../site-content.ts';
import shared from './content-page.module.css';
import styles from './acexr-experience-page.module.css';

const FEATURES = [
  {
    title: 'Realistic ranges',
    text: 'Indoor bays and long outdoor lanes with steel and paper targets, wind and lighting that change.',
  },
  {
    title: 'Drills that count',
    text: 'Practise sight picture, trigger control, reloads and transitions, with every shot scored.',
  },
  {
    title: 'Safe and affordable',
    text: 'No live rounds and no range fees: train as often as you like, rain or shine.',
  },
] as const;

/**
 * The affiliate promotion of the AceXR virtual shooting range — promo code for
 * 10% off, 20% for military, veterans and first responders, and an external checkout that opens
 * in a new tab (ADR 053).
 */
export function AcexrExperiencePage() {
  usePageMeta('AceXR Experience', siteContent.pageDescriptions.acexrExperience);
  const { partnerName, promoCode, checkoutUrl } = siteContent.affiliate;
  const brand = siteName();

  return (
    <div className={shared.page}>
      <PageBand
        heading="AceXR Experience"
        eyebrow="Partner offer"
        lead={
          <p>
            Step onto a virtual shooting range: {partnerName} brings realistic rifle and pistol
            training to a VR headset.
          </p>
        }
      />
      <div className={shared.body}>
        <div className={styles.layout}>
          <section className={shared.section} aria-labelledby="acexr-what">
            <h2 id="acexr-what" className={shared.sectionHeading}>
              What is {partnerName}?
            </h2>
            <div className={shared.prose}>
              <p>
                {partnerName} is a virtual shooting range experience. Put on the headset and shoot
                drills on realistic ranges — sight picture, trigger control, reloads and target
                transitions — without spending a single round of ammunition.
              </p>
              <p>
                It is a way to keep your fundamentals sharp between range days, or to try a platform
                before you plan your next build on {brand}.
              </p>
            </div>
            <ul role="list" className={styles.features}>
              {FEATURES.map((f) => (
                <li key={f.title} className={styles.feature}>
                  <h3 className={styles.featureTitle}>{f.title}</h3>
                  <p>{f.text}</p>
                </li>
              ))}
            </ul>
          </section>

          <section className={styles.offer} aria-labelledby="acexr-offer">
            <h2 id="acexr-offer" className={styles.offerHeading}>
              Save on your experience
            </h2>
            <ul role="list" className={styles.discounts}>
              <li className={styles.discount}>
                <span className={styles.percent}>{AFFILIATE_DISCOUNTS.standard}% off</span>
                <span>with our promo code</span>
              </li>
              <li className={styles.discount}>
                <span className={styles.percent}>{AFFILIATE_DISCOUNTS.service}% off</span>
                <span>for military, veterans and first responders</span>
              </li>
            </ul>
            <p className={styles.codeLabel}>Promo code</p>
            <PromoCode code={promoCode} />
            <p className={styles.note}>
              Enter the code at checkout. {partnerName} confirms eligibility for the military,
              veteran and first responder discount when you book.
            </p>
            <a
              className={buttonClassName('primary', { block: true, className: styles.checkout })}
              href={checkoutUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t.checkout}
              <span className="visually-hidden"> {t.opensInNewTab}</span>
              <ArrowRightIcon size="sm" />
            </a>
            <p className={styles.disclosure}>
              {brand} may earn a commission when you book through this link. It does not change your
              price.
            </p>
          </section>
        </div>
      </div>
    </div>
  );
}
