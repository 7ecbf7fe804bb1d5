import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import type { Inline, LegalDocument, LegalSection } from '../legal-text.ts';
import { siteContent } from '../site-content.ts';
import styles from './legal-document.module.css';

function InlineText({ parts }: { parts: string | readonly Inline[] }) {
  if (typeof parts === 'string') return parts;
  return parts.map((part, i) => {
    if (typeof part === 'string') return part;
    // Site paths go through the router; mailto and the like stay plain links.
    return part.href.startsWith('/') ? (
      <Link key={i} to={part.href}>
        {part.text}
      </Link>
    ) : (
      <a key={i} href={part.href}>
        {part.text}
      </a>
    );
  });
}

/** The operator's postal address; nothing when site-content.json has none. */
function MailingAddress() {
  if (!siteContent.mailingAddress) return null;
  const { name, lines } = siteContent.mailingAddress;
  return (
    <address className={styles.address}>
      <strong>{name}</strong>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}

function SectionBody({ section }: { section: LegalSection }) {
  return (
    <>
      {section.paragraphs.map((p, i) => (
        <p key={i}>
          <InlineText parts={p} />
        </p>
      ))}
      {section.list ? (
        <ul className={styles.list}>
          {section.list.map((item, i) => (
            <li key={i}>
              <InlineText parts={item} />
            </li>
          ))}
        </ul>
      ) : null}
      {section.closing?.map((p, i) => (
        <p key={i}>
          <InlineText parts={p} />
        </p>
      ))}
      {section.mailingAddress ? <MailingAddress /> : null}
    </>
  );
}

/** Jump to a section without a router navigation; focus its heading so keyboard users follow. */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  window.history.replaceState(window.history.state, '', `#${id}`);
  target.focus({ preventScroll: true });
  target.scrollIntoView({
    behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
  });
}

/** A legal text (ADR 053): a table of contents with in-page anchors, then its sections. */
export function LegalDocumentView({ document: doc }: { document: LegalDocument }) {
  const titled = doc.sections.filter((s) => s.heading);
  const tocId = `${doc.kind}-toc`;
  return (
    <div className={styles.layout}>
      <nav className={styles.toc} aria-labelledby={tocId}>
        <h2 id={tocId} className={styles.tocHeading}>
          On this page
        </h2>
        <ol className={styles.tocList}>
          {titled.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} onClick={(e) => jumpTo(e, s.id)}>
                {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <article className={styles.article}>
        {doc.sections.map((section) =>
          section.heading ? (
            <section key={section.id} className={styles.section} aria-labelledby={section.id}>
              <h2 id={section.id} className={styles.heading} tabIndex={-1}>
                {section.heading}
              </h2>
              <SectionBody section={section} />
            </section>
          ) : (
            <div key={section.id} id={section.id} className={styles.section}>
              <SectionBody section={section} />
            </div>
          ),
        )}
      </article>
    </div>
  );
}
