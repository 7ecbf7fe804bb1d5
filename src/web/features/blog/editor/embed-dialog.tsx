import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { TextField } from '../../../components/form-field/text-field.tsx';
import { Modal } from '../../../components/modal/modal.tsx';
import { toEmbedUrl, toLinkedImageUrl } from '../../../../shared/blog/embed-url.ts';
import { embedTexts as t } from './editor-texts.ts';
import styles from './embed-dialog.module.css';

export type EmbedKind = 'video' | 'image';
export type Embed = { kind: 'video'; src: string } | { kind: 'image'; src: string; alt: string };

export interface EmbedDialogProps {
  kind: EmbedKind;
  onInsert: (embed: Embed) => void;
  onCancel: () => void;
}

const ALT_MAX = 300;

/**
 * The toolbar's 'Embed video' and 'Insert image by URL' dialogs: an address (and, for an image,
 * its description), checked with the rules the server's sanitiser applies, so a refused address
 * is explained here instead of vanishing on save. Enter inserts, Escape cancels.
 */
export function EmbedDialog({ kind, onInsert, onCancel }: EmbedDialogProps) {
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const [urlError, setUrlError] = useState<string>();
  const [altError, setAltError] = useState<string>();
  const isVideo = kind === 'video';
  const urlRef = useRef<HTMLInputElement>(null);
  const altRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    // The dialog is portalled out of the post's form, but React still bubbles its submit there.
    event.stopPropagation();
    if (isVideo) {
      const src = toEmbedUrl(url);
      setUrlError(url.trim() === '' ? t.videoRequired : src ? undefined : t.videoRefused);
      if (src) onInsert({ kind: 'video', src });
      else urlRef.current?.focus();
      return;
    }
    const src = toLinkedImageUrl(url);
    const description = alt.trim();
    setUrlError(url.trim() === '' ? t.imageRequired : src ? undefined : t.imageRefused);
    setAltError(description ? undefined : t.imageAltRequired);
    if (src && description) onInsert({ kind: 'image', src, alt: description });
    else if (!src) urlRef.current?.focus();
    else altRef.current?.focus();
  }

  return (
    <Modal
      title={isVideo ? t.videoTitle : t.imageTitle}
      onClose={onCancel}
      initialFocus={urlRef}
      width={520}
    >
      <form noValidate onSubmit={submit} className={styles.form}>
        <p className={styles.hint}>{isVideo ? t.videoHint : t.imageHint}</p>
        <TextField
          label={isVideo ? t.videoUrl : t.imageUrl}
          inputRef={urlRef}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={urlError}
          announceError
        />
        {isVideo ? null : (
          <TextField
            label={t.imageAlt}
            inputRef={altRef}
            value={alt}
            maxLength={ALT_MAX}
            onChange={(event) => setAlt(event.target.value)}
            error={altError}
            announceError
          />
        )}
        <div className={styles.actions}>
          <Button type="submit" variant="primary">
            {t.insert}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
