import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { toast } from '../../lib/toast.ts';
import { targetSubPart } from '../../../shared/build/build.ts';
import { buildMessages } from '../../../shared/build/messages.ts';
import { confirmTitle, type BuildWarning } from '../../../shared/build/redundancy.ts';
import type { SelectedProduct } from '../../../shared/build/schema.ts';
import { addToBuild, getBuild } from '../../stores/build.ts';
import { addIssues } from './add-issues.ts';

// The confirm dialog loads on demand: most adds need none, and a page carries less code.
const loadDialog = () => import('./add-confirm-dialog.tsx');
const AddConfirmDialog = lazy(() => loadDialog().then((m) => ({ default: m.AddConfirmDialog })));

/** The included-parts notice stays 10 s. */
export const INCLUDED_NOTICE_MS = 10_000;

interface Pending {
  product: SelectedProduct;
  subPart: string;
  warnings: BuildWarning[];
  resolve: (added: string | false) => void;
}

/**
 * The one add flow for the builder, product detail and ammo detail. `add` checks
 * the redundancy rules and the compatibility engine (ADR 063); with a warning it asks
 * first ('Potential Conflicts Detected' when one is an error) (the dialog it returns must be rendered);
 * then it adds, shows the included-parts notice and resolves to the sub-part the product went
 * into, or false when it did not.
 */
export function useAddToBuild(): {
  add: (product: SelectedProduct, subPart?: string) => Promise<string | false>;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const commit = useCallback((product: SelectedProduct, subPart: string): string | false => {
    const result = addToBuild(product, subPart);
    if (!result) return false;
    if (result.unmapped.length > 0) {
      // Unmapped included parts are only logged.
      console.warn(`No sub-part for included parts of ${product.name}:`, result.unmapped);
    }
    if (result.included.length > 0) {
      toast.info(buildMessages.includedNotice(subPart, result.included), {
        duration: INCLUDED_NOTICE_MS,
      });
    }
    return subPart;
  }, []);

  const add = useCallback(
    async (product: SelectedProduct, requested?: string): Promise<string | false> => {
      const subPart = targetSubPart(product, requested);
      if (!subPart) {
        toast.error(
          buildMessages.noMapping(
            product.groupData?.category ?? product.groupData?.mainCategory ?? '',
          ),
        );
        return false;
      }
      // The dialog's code loads while the checks run, in case they find something to ask.
      void loadDialog();
      const warnings = await addIssues(getBuild().buildParts, product, subPart);
      if (warnings.length === 0) return commit(product, subPart);
      return new Promise<string | false>((resolve) => {
        const next = { product, subPart, warnings, resolve };
        pendingRef.current = next;
        setPending(next);
      });
    },
    [commit],
  );

  const close = (confirmed: boolean) => {
    const current = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    if (!current) return;
    current.resolve(confirmed ? commit(current.product, current.subPart) : false);
  };

  const dialog = pending ? (
    <Suspense>
      <AddConfirmDialog
        title={confirmTitle(pending.warnings)}
        productName={pending.product.name}
        warnings={pending.warnings}
        onConfirm={() => close(true)}
        onCancel={() => close(false)}
      />
    </Suspense>
  ) : null;

  return { add, dialog };
}
