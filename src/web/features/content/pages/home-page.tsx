import { Link } from 'react-router';
import { Button } from '../../../components/button/button.tsx';
import { ButtonLink } from '../../../components/button/button-link.tsx';
import { ArrowRightIcon } from '../../../components/icons/ui-icons.tsx';
import { NewsletterBox } from '../../../components/newsletter/newsletter-box.tsx';
import { useNewsletterModal } from '../../../components/newsletter/newsletter-modal-provider.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { contentTexts } from '../components/content-texts.ts';
import { PromoVideo } from '../components/promo-video.tsx';
import { siteContent } from '../site-content.ts';
import styles from './home-page.module.css';

const HIGHLIGHTS = [
  {
    title: 'Plan your build',
    text: 'Pick every part of your AR-15, see the total as you go and spot overlapping parts.',
    to: '/builder',
    cta: 'Open the Builder',
  },
  {
    title: 'Compare prices',
    text: 'Browse barrels, uppers, lowers and more, with merchant prices side by side.',
    to: '/products/AR',
    cta: 'Browse products',
  },
  {
    title: 'Find ammunition',
    text: 'Sort ammo by calibre, grain and price per round across merchants.',
    to: '/ammo',
    cta: 'Browse ammo',
  },
] as const;

/**
 * The public entry page: what Buildwright does, a way into the Builder and the promo video. It
 * describes the working site as it is (no 'launching soon').
 */
export function HomePage() {
  usePageMeta(contentTexts.homeTitle, siteContent.pageDescriptions.home);
  const newsletter = useNewsletterModal();

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-heading">
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>AR-15 parts list builder</p>
            <h1 id="home-heading" className={styles.heading}>
              {contentTexts.homeHeading}
            </h1>
            <p className={styles.intro}>
              Pick every part of your rifle in the Builder, see which parts overlap or are already
              included, compare merchant prices side by side and keep the total in view.
            </p>
            <div className={styles.heroActions}>
              <ButtonLink to="/builder">{contentTexts.startBuild}</ButtonLink>
              <Button
                variant="outline"
                className={styles.heroSecondary}
                onClick={() => newsletter.open()}
              >
                {contentTexts.joinCommunity}
              </Button>
            </div>
          </div>
          <div className={styles.heroVideo}>
            <PromoVideo />
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="home-highlights">
        <h2 id="home-highlights" className={styles.sectionHeading}>
          Everything for your next build
        </h2>
        <ul role="list" className={styles.cards}>
          {HIGHLIGHTS.map((item) => (
            <li key={item.title} className={styles.card}>
              <h3 className={styles.cardTitle}>{item.title}</h3>
              <p className={styles.cardText}>{item.text}</p>
              <Link to={item.to} className={styles.cardLink}>
                {item.cta}
                <ArrowRightIcon size="sm" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-label="Newsletter">
        <NewsletterBox />
      </section>
    </>
  );
}
