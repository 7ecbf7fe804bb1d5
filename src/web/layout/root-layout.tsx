import type { MouseEvent } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { NewsletterModalProvider } from '../components/newsletter/newsletter-modal-provider.tsx';
import { Footer } from './footer/footer.tsx';
import { Header } from './header/header.tsx';
import { useCanonicalLink } from '../lib/use-page-meta.ts';
import styles from './root-layout.module.css';
import { useSessionKeeper, useSessionRedirects } from './use-session-routes.ts';

export const MAIN_ID = 'main';

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  // Move focus without letting the router treat the hash as a navigation.
  event.preventDefault();
  const main = document.getElementById(MAIN_ID);
  main?.focus();
  main?.scrollIntoView();
}

/** Header + main + footer around every route (a header and footer surround all routes). */
export function RootLayout() {
  const navigation = useNavigation();
  useCanonicalLink(useLocation().pathname);
  useSessionKeeper();
  useSessionRedirects();
  return (
    <NewsletterModalProvider>
      <a href={`#${MAIN_ID}`} className={styles.skipLink} onClick={skipToContent}>
        Skip to content
      </a>
      <div
        className={styles.progress}
        data-active={navigation.state !== 'idle' ? 'true' : undefined}
        aria-hidden="true"
      />
      <Header />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </NewsletterModalProvider>
  );
}

/** Shown in <main> while a page's code loads on the first visit. */
export function PageFallback() {
  return <div className={styles.fallback} aria-busy="true" />;
}
