import { useCallback } from 'react';
import {
  editSection,
  setAlignment,
  setSectionImageAlignment,
  setSectionImageUrl,
  setSectionImageWidth,
} from '../../../../shared/blog/editor-rules.ts';
import { alignmentOf, imageWidthOf, showsSectionImage } from '../../../../shared/blog/format.ts';
import type { BlogSection } from '../../../../shared/blog/schema.ts';
import {
  BLOG_LIMITS,
  DEFAULT_IMAGE_WIDTH,
  IMAGE_WIDTHS,
  blogMessages,
  isAllowedImageUrl,
  type ImageWidth,
  type SectionLayout,
} from '../../../../shared/blog/post-rules.ts';
import { TextField } from '../../../components/form-field/text-field.tsx';
import { SectionView } from '../components/section-view.tsx';
import { AlignmentSelect, SelectField } from './editor-fields.tsx';
import { editorTexts as t } from './editor-texts.ts';
import { RichTextEditor } from './rich-text-editor.tsx';
import editorStyles from './rich-text-editor.module.css';
import styles from './blog-editor.module.css';

const WIDTH_LABELS: Record<ImageWidth, string> = {
  'w-25': t.small,
  'w-50': t.medium,
  'w-75': t.large,
};

const CONTENT_ALIGN_CLASS = {
  'text-left': editorStyles.alignLeft,
  'text-center': editorStyles.alignCenter,
  'text-right': editorStyles.alignRight,
} as const;

export interface SectionEditorProps {
  section: BlogSection;
  /** Applies an edit to this section as it is in the state at that moment (see use-blog-draft). */
  onEdit: (update: (section: BlogSection) => BlogSection) => void;
  /** Field messages for this section from the last save attempt, keyed by field name. */
  errors: Record<string, string>;
}

/**
 * One section's editor: layout, title with alignment, rich-text
 * content with alignment, image URL with size and alignment, and the section's live preview.
 * Every edit goes through editor-rules, which resets the order to title, content, image.
 */
export function SectionEditor({ section, onEdit, errors }: SectionEditorProps) {
  const onContent = useCallback(
    (html: string) => onEdit((s) => editSection(s, { sectionContent: html })),
    [onEdit],
  );
  const imageShown = showsSectionImage(section.sectionImg, section.sectionImgStyle);
  const urlError =
    errors.sectionImg ??
    (section.sectionImg && !isAllowedImageUrl(section.sectionImg.trim())
      ? blogMessages.invalidImageUrl
      : undefined);

  return (
    <div className={styles.sectionEditor}>
      <SelectField
        label={t.layout}
        value={section.layout}
        onChange={(layout) => onEdit((s) => editSection(s, { layout: layout as SectionLayout }))}
      >
        <option value="standard">{t.layoutStandard}</option>
        <option value="sideBySide">{t.layoutSideBySide}</option>
      </SelectField>

      <div className={styles.row}>
        <TextField
          label={t.sectionTitle}
          value={section.sectionTitle}
          maxLength={BLOG_LIMITS.sectionTitle}
          error={errors.sectionTitle}
          onChange={(event) => {
            const sectionTitle = event.target.value;
            onEdit((s) => editSection(s, { sectionTitle }));
          }}
        />
        <AlignmentSelect
          label={t.sectionTitleAlignment}
          value={alignmentOf(section.sectionTitleStyle)}
          onChange={(a) =>
            onEdit((s) =>
              editSection(s, { sectionTitleStyle: setAlignment(s.sectionTitleStyle, a) }),
            )
          }
        />
      </div>

      <RichTextEditor
        label={t.content}
        initialHtml={section.sectionContent}
        onChange={onContent}
        className={CONTENT_ALIGN_CLASS[alignmentOf(section.sectionContentStyle)]}
      />
      {errors.sectionContent ? <p className={styles.fieldError}>{errors.sectionContent}</p> : null}
      <AlignmentSelect
        label={t.contentAlignment}
        value={alignmentOf(section.sectionContentStyle)}
        onChange={(a) =>
          onEdit((s) =>
            editSection(s, { sectionContentStyle: setAlignment(s.sectionContentStyle, a) }),
          )
        }
      />

      <TextField
        label={t.imageUrl}
        type="url"
        value={section.sectionImg}
        placeholder="https://"
        error={urlError}
        onChange={(event) => {
          const url = event.target.value;
          onEdit((s) => setSectionImageUrl(s, url));
        }}
      />
      {imageShown ? (
        <div className={styles.row}>
          <SelectField
            label={t.imageSize}
            value={imageWidthOf(section.sectionImgStyle) ?? DEFAULT_IMAGE_WIDTH}
            onChange={(w) => onEdit((s) => setSectionImageWidth(s, w as ImageWidth))}
          >
            {IMAGE_WIDTHS.map((w) => (
              <option key={w} value={w}>
                {WIDTH_LABELS[w]}
              </option>
            ))}
          </SelectField>
          <AlignmentSelect
            label={t.imageAlignment}
            value={alignmentOf(section.sectionImgStyle)}
            onChange={(a) => onEdit((s) => setSectionImageAlignment(s, a))}
          />
        </div>
      ) : null}

      <div className={styles.sectionPreview}>
        <p className={styles.previewLabel}>{t.sectionPreview}</p>
        <SectionView section={section} headingLevel={3} />
      </div>
    </div>
  );
}
