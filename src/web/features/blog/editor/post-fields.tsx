import { useState, type Dispatch } from 'react';
import {
  hasTitleImage,
  parseTags,
  setAlignment,
  type BlogDraft,
} from '../../../../shared/blog/editor-rules.ts';
import { alignmentOf } from '../../../../shared/blog/format.ts';
import {
  BLOG_CATEGORIES,
  BLOG_LIMITS,
  blogMessages,
  isAllowedImageUrl,
} from '../../../../shared/blog/post-rules.ts';
import { TextField } from '../../../components/form-field/text-field.tsx';
import { AlignmentSelect, SelectField, TextAreaField } from './editor-fields.tsx';
import { editorTexts as t } from './editor-texts.ts';
import type { EditorAction } from './use-blog-draft.ts';
import styles from './blog-editor.module.css';

export interface PostFieldsProps {
  draft: BlogDraft;
  dispatch: Dispatch<EditorAction>;
  /** Field messages from the last save attempt (client check or the server's `errors`). */
  errors: Record<string, string>;
}

/**
 * The post's own fields: title, read-only date, title image
 * choice with URL and alignment, title and date alignment, category, tags, SEO description.
 */
export function PostFields({ draft, dispatch, errors }: PostFieldsProps) {
  const set = (change: Partial<Omit<BlogDraft, 'content'>>) => dispatch({ type: 'field', change });
  const withImage = hasTitleImage(draft);
  const imageUrlError =
    errors.titleImg ??
    (draft.titleImg && !isAllowedImageUrl(draft.titleImg.trim())
      ? blogMessages.invalidImageUrl
      : undefined);

  return (
    <div className={styles.fields}>
      <TextField
        label={t.title}
        value={draft.title}
        maxLength={BLOG_LIMITS.title}
        required
        error={errors.title}
        onChange={(event) => set({ title: event.target.value })}
      />
      <div className={styles.row}>
        <AlignmentSelect
          label={t.titleAlignment}
          value={alignmentOf(draft.titleStyle)}
          onChange={(a) => set({ titleStyle: setAlignment(draft.titleStyle, a) })}
        />
        <AlignmentSelect
          label={t.dateAlignment}
          value={alignmentOf(draft.dateStyle)}
          onChange={(a) => set({ dateStyle: setAlignment(draft.dateStyle, a) })}
        />
      </div>
      <TextField label={t.date} value={draft.date} readOnly aria-readonly="true" />

      <fieldset className={styles.choice}>
        <legend className={styles.legend}>{t.titleImage}</legend>
        <label className={styles.radio}>
          <input
            type="radio"
            name="title-image"
            checked={!withImage}
            onChange={() => dispatch({ type: 'titleImage', choice: 'none' })}
          />
          {t.noImage}
        </label>
        <label className={styles.radio}>
          <input
            type="radio"
            name="title-image"
            checked={withImage}
            onChange={() => dispatch({ type: 'titleImage', choice: 'image' })}
          />
          {t.image}
        </label>
      </fieldset>
      {withImage ? (
        <div className={styles.row}>
          <TextField
            label={t.titleImageUrl}
            type="url"
            value={draft.titleImg}
            placeholder="https://"
            error={imageUrlError}
            onChange={(event) => set({ titleImg: event.target.value })}
          />
          <AlignmentSelect
            label={t.titleImageAlignment}
            value={alignmentOf(draft.titleImgStyle)}
            onChange={(a) => set({ titleImgStyle: setAlignment(draft.titleImgStyle, a) })}
          />
        </div>
      ) : null}

      <div className={styles.row}>
        <SelectField
          label={t.category}
          value={draft.category}
          onChange={(category) => set({ category })}
        >
          <option value="">{t.noCategory}</option>
          {BLOG_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <TagsField
          tags={draft.tags}
          onChange={(tags) => set({ tags })}
          error={
            errors.tags ?? Object.entries(errors).find(([key]) => key.startsWith('tags.'))?.[1]
          }
        />
      </div>
      <TextAreaField
        label={t.seoDescription}
        value={draft.seoDescription}
        maxLength={BLOG_LIMITS.seoDescription}
        onChange={(seoDescription) => set({ seoDescription })}
      />
    </div>
  );
}

/** A comma-separated input kept as typed; the draft holds the parsed list (trimmed, no repeats). */
function TagsField({
  tags,
  onChange,
  error,
}: {
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: string;
}) {
  const [text, setText] = useState(() => tags.join(', '));
  return (
    <TextField
      label={t.tags}
      value={text}
      placeholder={t.tagsHint}
      error={error}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseTags(event.target.value));
      }}
    />
  );
}
