import type { ComponentType } from 'react';
import type { IconProps } from '../../components/icons/icon.tsx';
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  XLogoIcon,
} from '../../components/icons/social-icons.tsx';
import { SOCIAL_LINKS, type SocialNetwork } from '../../lib/site.ts';
import styles from './footer.module.css';

const ICONS: Record<SocialNetwork, ComponentType<IconProps>> = {
  Instagram: InstagramIcon,
  Facebook: FacebookIcon,
  X: XLogoIcon,
  LinkedIn: LinkedInIcon,
};

/** The social links open the company profiles in a new tab. */
export function SocialLinks() {
  return (
    <ul role="list" className={styles.social}>
      {SOCIAL_LINKS.map(({ name, href }) => {
        const SocialIcon = ICONS[name];
        return (
          <li key={name}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={name}
              className={styles.socialLink}
            >
              <SocialIcon size="sm" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
