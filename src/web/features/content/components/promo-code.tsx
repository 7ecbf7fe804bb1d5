import { useRef } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/button/button.tsx';
import { contentTexts as t } from './content-texts.ts';
import styles from './promo-code.module.css';

/** Selects the code's text so the visitor can copy it by hand. */
function selectText(element: HTMLElement | null) {
  if (!element) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/** The affiliate promo code, with a Copy button (clipboard + toast). */
export function PromoCode({ code }: { code: string }) {
  const codeRef = useRef<HTMLElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(t.promoCopied);
    } catch {
      // No clipboard permission (or an insecure origin): leave the code selected instead.
      selectText(codeRef.current);
      toast.info(t.promoCopyManually);
    }
  };

  return (
    <div className={styles.row}>
      <code ref={codeRef} className={styles.code} data-promo-code="">
        {code}
      </code>
      <Button
        variant="secondary"
        onClick={() => void copy()}
        aria-label={`${t.copyPromoCode} promo code ${code}`}
      >
        {t.copyPromoCode}
      </Button>
    </div>
  );
}
