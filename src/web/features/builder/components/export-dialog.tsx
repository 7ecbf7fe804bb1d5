import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { buildMessages } from '../../../../shared/build/messages.ts';
import type { BuildPart } from '../../../../shared/build/schema.ts';
import { filledSubParts } from '../../../../shared/build/totals.ts';
import { Button } from '../../../components/button/button.tsx';
import { Modal } from '../../../components/modal/modal.tsx';
import type { ExportFormat } from '../lib/export-list.ts';
import { exportTexts as t } from '../lib/export-texts.ts';
import styles from './export-dialog.module.css';

// Export: the build's part list as Markdown, BBCode, plain text or CSV, to copy or (CSV) download.
// The dialog sits with the Builder's other dialogs (dialogs.ts, fetched when the page is idle);
// the formats and their CSV writer load only when it opens.

const loadExport = () => import('../lib/export-list.ts');
type ExportModule = Awaited<ReturnType<typeof loadExport>>;
const FORMATS = Object.keys(t.formats) as ExportFormat[];

export interface ExportDialogProps {
  buildName: string;
  parts: readonly BuildPart[];
  /** The build's share page ('/b/<shareId>'), linked from the export when given. */
  sharePath?: string;
  onClose: () => void;
}

type CopyState = 'idle' | 'copied' | 'refused';

export function ExportDialog({ buildName, parts, sharePath, onClose }: ExportDialogProps) {
  const ids = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [format, setFormat] = useState<ExportFormat>('markdown');
  const [copy, setCopy] = useState<CopyState>('idle');
  const [lib, setLib] = useState<ExportModule | null>(null);
  useEffect(() => {
    let open = true;
    void loadExport().then((m) => {
      if (open) setLib(m);
    });
    return () => {
      open = false;
    };
  }, []);
  const text = useMemo(
    () =>
      lib?.exportList(format, {
        buildName,
        parts,
        origin: window.location.origin,
        ...(sharePath && { sharePath }),
      }) ?? '',
    [lib, format, buildName, parts, sharePath],
  );

  const choose = (next: ExportFormat) => {
    setFormat(next);
    setCopy('idle');
  };

  const copyText = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopy('copied');
    } catch {
      // No clipboard permission (or an insecure origin): select the text for the visitor to copy.
      textRef.current?.select();
      setCopy('refused');
    }
  };

  const download = () => {
    // A byte order mark, so spreadsheet programs read the file as UTF-8.
    const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = lib?.csvFileName(buildName) ?? 'part-list.csv';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  // An empty build has nothing to export: the dialog says so instead.
  if (filledSubParts(parts).length === 0) {
    return (
      <Modal title={t.title} onClose={onClose}>
        <p className={styles.lead}>{buildMessages.noItems}</p>
      </Modal>
    );
  }

  return (
    <Modal title={t.title} onClose={onClose} width={760}>
      <p className={styles.lead}>{t.lead}</p>
      <fieldset className={styles.formats}>
        <legend className={styles.legend}>{t.format}</legend>
        {FORMATS.map((value) => (
          <label key={value} className={styles.format}>
            <input
              type="radio"
              name={`${ids}-format`}
              value={value}
              checked={format === value}
              onChange={() => choose(value)}
            />
            <span>{t.formats[value]}</span>
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${ids}-text`} className={styles.label}>
        {t.textLabel(t.formats[format])}
      </label>
      <textarea
        id={`${ids}-text`}
        ref={textRef}
        className={styles.text}
        value={text}
        readOnly
        spellCheck={false}
        wrap="off"
        rows={12}
        aria-busy={!lib}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className={styles.actions}>
        <Button variant="primary" disabled={!lib} onClick={() => void copyText()}>
          {t.copy}
        </Button>
        {format === 'csv' ? (
          <Button variant="outline" disabled={!lib} onClick={download}>
            {t.download}
          </Button>
        ) : null}
        <p role="status" className={styles.status} data-refused={copy === 'refused' || undefined}>
          {copy === 'copied' ? t.copied : copy === 'refused' ? t.copyRefused : ''}
        </p>
      </div>
    </Modal>
  );
}
