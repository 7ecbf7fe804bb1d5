import { Link } from 'react-router';
import { Button } from '../../../components/button/button.tsx';
import { ButtonLink } from '../../../components/button/button-link.tsx';
import { ArrowRightIcon } from '../../../components/icons/ui-icons.tsx';
import { NewsletterBox } from '../../../components/newsletter/newsletter-box.tsx';
import { useNewsletterModal } from '../../../components/newsletter/newsletter-modal-provider.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
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

/** The public entry page shows a 'Launching Soon' landing with a promo video. */
export function HomePage() {
  usePageMeta('Launching Soon', siteContent.pageDescriptions.home);
  const newsletter = useNewsletterModal();

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-heading">
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>AR-15 parts list builder</p>
            <h1 id="home-heading" className={styles.heading}>
              Launching Soon
            </h1>
            <p className={styles.intro}>
              Plan your AR-15 build, compare merchant prices for every part and browse parts and
              ammunition — all in one place.
            </p>
            <div className={styles.heroActions}>
              <Button onClick={() => newsletter.open()}>Join our Community</Button>
              <ButtonLink to="/builder" variant="outline" className={styles.heroSecondary}>
                Start a build
              </ButtonLink>
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
