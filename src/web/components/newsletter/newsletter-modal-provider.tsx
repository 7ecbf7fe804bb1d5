import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { NewsletterModal } from './newsletter-modal.tsx';

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
      {openWith ? <NewsletterModal initialEmail={openWith.email} onClose={close} /> : null}
    </NewsletterModalContext.Provider>
  );
}

export function useNewsletterModal(): NewsletterModalApi {
  const api = useContext(NewsletterModalContext);
  if (!api) throw new Error('useNewsletterModal must be used inside <NewsletterModalProvider>');
  return api;
}
