import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AlertTargetKind } from '../../../shared/alerts/schema.ts';
import { toast } from '../../lib/toast.ts';
import { useSession } from '../../stores/session.ts';
import { buttonClassName } from '../button/button.tsx';
import { priceAlertButtonTexts as t } from './price-alert-texts.ts';

// The dialog and its form load on the first click: most visitors never open them.
const loadDialog = () => import('./set-alert-dialog.tsx');
const SetAlertDialog = lazy(() => loadDialog().then((m) => ({ default: m.SetAlertDialog })));

export interface PriceAlertTarget {
  targetKind: AlertTargetKind;
  targetId: string;
  name: string;
  /** The price now (per round for ammunition); the target starts a little under it. */
  currentPrice: number | undefined;
}

/**
 * 'Price alert' by a product's or ammunition item's price: signed in, it opens the dialog that
 * sets an alert; signed out, it leads to sign-in and back to this page. No target yet (no variant
 * chosen): it says so.
 */
export function PriceAlertButton({ target }: { target: PriceAlertTarget | undefined }) {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);

  const onClick = () => {
    if (!session) {
      void navigate(`/auth?next=${encodeURIComponent(pathname + search)}`);
      return;
    }
    if (!target) {
      toast.info(t.selectVariant);
      return;
    }
    void loadDialog();
    setOpen(true);
  };

  return (
    <>
      <button
        type="button"
        className={buttonClassName('outline')}
        aria-haspopup="dialog"
        aria-label={target ? t.label(target.name) : undefined}
        onClick={onClick}
      >
        {t.button}
      </button>
      {open && target && session ? (
        <Suspense fallback={null}>
          <SetAlertDialog
            target={target}
            userId={session.user._id}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
