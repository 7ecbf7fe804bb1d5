import { useState } from 'react';
import { ChevronDownIcon } from '../../components/icons/ui-icons.tsx';
import { Logo } from '../../components/logo/logo.tsx';
import { siteName } from '../../lib/site.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { FooterLinkList } from './footer-link-list.tsx';
import { FOOTER_GROUPS, INITIAL_OPEN_GROUPS, type FooterGroup } from './footer-links.ts';
import { FooterSignup } from './footer-signup.tsx';
import { SocialLinks } from './social-links.tsx';
import styles from './footer.module.css';

const TAGLINE = 'Plan your AR-15 build, compare prices for every part and build with confidence.';

/**
 * The footer: from 1024 px three link columns plus a sign-up box (532 px high); below it a
 * compact layout with three collapsible groups. The layout follows the window on resize.
 */
export function Footer() {
  const wide = useMediaQuery('(min-width: 1024px)');
  const [openGroups, setOpenGroups] = useState(INITIAL_OPEN_GROUPS);
  const toggle = (title: FooterGroup['title']) =>
    setOpenGroups((groups) => ({ ...groups, [title]: !groups[title] }));

  return (
    <footer className={`${styles.footer} ${wide ? styles.wide : styles.compact}`}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo />
          <p className={styles.tagline}>{TAGLINE}</p>
          <SocialLinks />
        </div>
        {wide ? (
          <>
            {FOOTER_GROUPS.map((group) => (
              <div key={group.title} className={styles.column}>
                <h2 className={styles.heading}>{group.title}</h2>
                <FooterLinkList links={group.links} />
              </div>
            ))}
            <FooterSignup />
          </>
        ) : (
          <div className={styles.groups}>
            {FOOTER_GROUPS.map((group) => {
              const open = openGroups[group.title];
              const listId = `footer-group-${group.title.toLowerCase()}`;
              return (
                <div key={group.title} className={styles.group}>
                  <h2 className={styles.groupHeading}>
                    <button
                      type="button"
                      className={styles.groupToggle}
                      aria-expanded={open}
                      aria-controls={listId}
                      onClick={() => toggle(group.title)}
                    >
                      {group.title}
                      <ChevronDownIcon size="sm" className={open ? styles.chevronUp : undefined} />
                    </button>
                  </h2>
                  <div hidden={!open} className={styles.groupBody}>
                    <FooterLinkList links={group.links} id={listId} />
                  </div>
                </div>
              );
            })}
          </div>
        )}
      </div>
      <div className={styles.bottom}>
        <p
          className={styles.copyright}
        >{`© ${new Date().getFullYear()} ${siteName()} All rights reserved`}</p>
      </div>
    </footer>
  );
}
