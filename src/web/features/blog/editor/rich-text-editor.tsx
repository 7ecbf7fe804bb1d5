import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import { useEffect, useId, useRef, useState } from 'react';
import {
  HISTORY,
  IMAGE_MIME_TYPES,
  TOOLBAR,
  editorHtml,
  insertEmbed,
  pickImage,
  registerBlogFormats,
} from './quill-config.ts';
import { EmbedDialog, type Embed, type EmbedKind } from './embed-dialog.tsx';
import { TOOLBAR_LABELS } from './editor-texts.ts';
import styles from './rich-text-editor.module.css';

export interface RichTextEditorProps {
  label: string;
  /** The HTML the editor starts with; later changes of this prop are not pushed into Quill. */
  initialHtml: string;
  onChange: (html: string) => void;
  /** An alignment class for the editing area, so the content looks as it will be shown. */
  className?: string;
}

/**
 * A Quill 2 editor (snow theme, the blog's toolbar). Quill is created once per mount — never on a
 * re-render — and reports its HTML through 'text-change' (ADR 046). The component owns the
 * content from then on: the parent keeps it mounted per section (keyed) instead of feeding it.
 */
export function RichTextEditor({ label, initialHtml, onChange, className }: RichTextEditorProps) {
  const labelId = useId();
  const hostRef = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  const initialRef = useRef(initialHtml);
  const quillRef = useRef<Quill | null>(null);
  /** Where the cursor was when a dialog opened: the embed goes there. */
  const insertAtRef = useRef(0);
  const [dialog, setDialog] = useState<EmbedKind | null>(null);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    registerBlogFormats();
    // Quill puts its toolbar before the container, so both live inside `host` and go with it.
    const container = document.createElement('div');
    host.appendChild(container);
    const openDialog = (kind: EmbedKind) => {
      insertAtRef.current = quill.getSelection(true).index;
      setDialog(kind);
    };
    const quill = new Quill(container, {
      theme: 'snow',
      modules: {
        toolbar: {
          container: TOOLBAR,
          handlers: {
            image: () => pickImage(quill),
            'image-url': () => openDialog('image'),
            video: () => openDialog('video'),
          },
        },
        history: HISTORY,
        uploader: { mimetypes: [...IMAGE_MIME_TYPES] },
      },
    });
    // Parsed by Quill's clipboard (a detached document), never set as live innerHTML.
    quill.setContents(quill.clipboard.convert({ html: initialRef.current }), 'silent');
    quill.history.clear();
    quillRef.current = quill;

    const root = quill.root;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-labelledby', labelId);
    labelToolbar(host);

    const handleChange = () => onChangeRef.current(editorHtml(quill));
    quill.on(Quill.events.TEXT_CHANGE, handleChange);
    return () => {
      quill.off(Quill.events.TEXT_CHANGE, handleChange);
      quillRef.current = null;
      host.replaceChildren();
    };
  }, [labelId]);

  const insert = (embed: Embed) => {
    setDialog(null);
    const quill = quillRef.current;
    if (quill) insertEmbed(quill, insertAtRef.current, embed);
  };

  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div ref={hostRef} className={`${styles.host} ${className ?? ''}`} />
      {dialog ? (
        <EmbedDialog kind={dialog} onInsert={insert} onCancel={() => setDialog(null)} />
      ) : null}
    </div>
  );
}

/** Gives each icon-only toolbar button and picker an accessible name and a tooltip. */
function labelToolbar(host: HTMLElement): void {
  host.querySelectorAll<HTMLButtonElement>('.ql-toolbar button').forEach((button) => {
    const format = [...button.classList].find((c) => c.startsWith('ql-'))?.slice(3) ?? '';
    const value = button.value;
    const name = TOOLBAR_LABELS[value ? `${format}:${value}` : format] ?? TOOLBAR_LABELS[format];
    if (name) {
      button.setAttribute('aria-label', name);
      button.title = name;
    }
  });
  const toolbar = host.querySelector('.ql-toolbar');
  toolbar?.setAttribute('role', 'toolbar');
  toolbar?.setAttribute('aria-label', 'Formatting');
  host.querySelectorAll('.ql-tooltip input').forEach((input) => {
    input.setAttribute('aria-label', 'Link URL');
  });
}
