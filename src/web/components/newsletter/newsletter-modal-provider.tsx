import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

// The modal's form code (react-hook-form, the schema) loads when a visitor first opens it, not
// with every page.
const NewsletterModal = lazy(() =>
  import('./newsletter-modal.tsx').then((m) => ({ default: m.NewsletterModal })),
);

interface NewsletterModalApi {
  /** Opens the one newsletter modal, optionally with the e-mail field filled in. */
  open: (email?: string) => void;
}

const NewsletterModalContext = createContext<NewsletterModalApi | null>(null);

/** Mounted once in the root layout; any page opens the modal through useNewsletterModal(). */
export function NewsletterModalProvider({ children }: { children: ReactNode }) {
  const [openWith, setOpenWith] = useState<{ email: string } | null>(null);
  const open = useCallback((email?: string) => setOpenWith({ email: email?.trim() ?? '' }), []);
  const close = useCallback(() => setOpenWith(null), []);
  const api = useMemo(() => ({ open }), [open]);

  return (
    <NewsletterModalContext.Provider value={api}>
      {children}
      {openWith ? (
        <Suspense fallback={null}>
          <NewsletterModal initialEmail={openWith.email} onClose={close} />
        </Suspense>
      ) : null}
    </NewsletterModalContext.Provider>
  );
}

export function useNewsletterModal(): NewsletterModalApi {
  const api = useContext(NewsletterModalContext);
  if (!api) throw new Error('useNewsletterModal must be used inside <NewsletterModalProvider>');
  return api;
}
