import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { PageBand } from '../../../components/page-band/page-band.tsx';
import { TeamList } from '../components/team-list.tsx';
import { siteContent, siteTeam } from '../site-content.ts';
import styles from './content-page.module.css';

/** /about: mission text and the team with role titles (ADR 052); no team section without one. */
export function AboutPage() {
  usePageMeta('About Us', siteContent.pageDescriptions.about);
  const { mission } = siteContent;

  return (
    <div className={styles.page}>
      <PageBand
        heading="About Us"
        eyebrow="Our story"
        lead={<p>The parts list planner for AR-15 builders.</p>}
      />
      <div className={styles.body}>
        <section className={styles.section} aria-labelledby="about-mission">
          <h2 id="about-mission" className={styles.sectionHeading}>
            Our mission
          </h2>
          <div className={styles.prose}>
            {mission.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>
        {siteTeam.length > 0 ? (
          <section className={styles.section} aria-labelledby="about-team">
            <h2 id="about-team" className={styles.sectionHeading}>
              Our team
            </h2>
            <TeamList team={siteTeam} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
