import { siteName } from '../../../lib/site.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { LegalDocumentView } from '../components/legal-document.tsx';
import { PageBand } from '../../../components/page-band/page-band.tsx';
import { privacyPolicy, termsOfUse, type LegalDocument } from '../legal-text.ts';
import { siteContent } from '../site-content.ts';
import styles from './content-page.module.css';

// /terms and /privacy are one shared legal page; the router picks the text by export.
function LegalPage({
  document: doc,
  description,
}: {
  document: LegalDocument;
  description: string;
}) {
  usePageMeta(doc.title, description);
  return (
    <div className={styles.page}>
      <PageBand
        heading={doc.title}
        eyebrow="Legal"
        lead={
          <>
            <p>{doc.summary}</p>
            <p>Last updated: {doc.updated}</p>
          </>
        }
      />
      <div className={styles.body}>
        <LegalDocumentView document={doc} />
      </div>
    </div>
  );
}

const contacts = { postal: Boolean(siteContent.mailingAddress) };

export function TermsPage() {
  return (
    <LegalPage
      document={termsOfUse(siteName(), contacts)}
      description={siteContent.pageDescriptions.terms}
    />
  );
}

export function PrivacyPage() {
  return (
    <LegalPage
      document={privacyPolicy(siteName(), contacts)}
      description={siteContent.pageDescriptions.privacy}
    />
  );
}
