import { useId, useRef } from 'react';
import { GALLERY_MAX_PHOTOS, GALLERY_PHOTO_TYPES } from '../../../../shared/gallery/limits.ts';
import { Button } from '../../../components/button/button.tsx';
import { publishTexts as t } from '../publish-texts.ts';
import type { PhotoItem } from './use-photo-uploads.ts';
import styles from './photo-picker.module.css';

export interface PhotoPickerProps {
  items: readonly PhotoItem[];
  /** Messages of the client's checks, the server's refusals of an upload and of the form. */
  errors: readonly string[];
  /** The build's title, for the thumbnails' text. */
  title: string;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
}

/**
 * The photo field: a visible Add photos button opens the hidden file input (JPEG, PNG, WebP,
 * several at once), the chosen photos as thumbnails each with its Remove button, an uploading status while a
 * file is sent, and the problems in an alert under the field.
 */
export function PhotoPicker({ items, errors, title, onAdd, onRemove }: PhotoPickerProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const full = items.length >= GALLERY_MAX_PHOTOS;
  return (
    <fieldset className={styles.field} aria-describedby={`${id}-hint ${id}-errors`}>
      <legend className={styles.legend}>{t.photos}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {full ? t.photosFull : t.photosHint}
      </p>
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="file"
        accept={GALLERY_PHOTO_TYPES.join(',')}
        multiple
        hidden
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // The same file may be chosen again after a refusal or a removal.
          event.target.value = '';
          if (files.length > 0) onAdd(files);
        }}
      />
      <Button variant="outline" disabled={full} onClick={() => inputRef.current?.click()}>
        {t.addPhotos}
      </Button>
      {items.length > 0 ? (
        <ul role="list" className={styles.list}>
          {items.map((item, i) => (
            <li key={item.key} className={styles.item}>
              {item.photo ? (
                <img
                  src={item.photo.thumb}
                  alt={t.photoAlt(i + 1, title)}
                  width={item.photo.width}
                  height={item.photo.height}
                  className={styles.thumb}
                />
              ) : (
                <span className={styles.uploading} role="status" aria-busy="true">
                  {t.uploading(item.name)}
                </span>
              )}
              <Button
                variant="outline"
                className={styles.remove}
                aria-label={t.removePhoto(i + 1)}
                onClick={() => onRemove(item.key)}
              >
                {t.remove}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div id={`${id}-errors`} role="alert" className={styles.errors}>
        {errors.map((message, i) => (
          <p key={i}>{message}</p>
        ))}
      </div>
    </fieldset>
  );
}
