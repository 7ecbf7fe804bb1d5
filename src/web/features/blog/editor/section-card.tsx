import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useCallback, useId } from 'react';
import { sectionHeader } from '../../../../shared/blog/editor-rules.ts';
import type { BlogSection } from '../../../../shared/blog/schema.ts';
import { editorTexts as t } from './editor-texts.ts';
import { SectionEditor } from './section-editor.tsx';
import type { EditorAction } from './use-blog-draft.ts';
import styles from './section-card.module.css';

export interface SectionCardProps {
  id: string;
  index: number;
  section: BlogSection;
  expanded: boolean;
  dispatch: (action: EditorAction) => void;
  onRemove: () => void;
  errors: Record<string, string>;
}

/**
 * A collapsible, sortable section card: a drag handle (pointer and keyboard), a
 * header button showing the section title or 'Section N' with 'Expand'/'Collapse', a remove
 * button, and the section editor when expanded. The card being dragged is at half opacity.
 */
export function SectionCard({
  id,
  index,
  section,
  expanded,
  dispatch,
  onRemove,
  errors,
}: SectionCardProps) {
  const bodyId = useId();
  const name = sectionHeader(section, index);
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });

  const onEdit = useCallback(
    (update: (s: BlogSection) => BlogSection) => dispatch({ type: 'editSection', key: id, update }),
    [dispatch, id],
  );

  return (
    <li
      ref={setNodeRef}
      className={`${styles.card} ${isDragging ? styles.dragging : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-section-index={index}
    >
      <div className={styles.header}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={styles.handle}
          {...attributes}
          {...listeners}
          aria-label={t.drag(name)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="9" cy="6" r="1.6" />
            <circle cx="15" cy="6" r="1.6" />
            <circle cx="9" cy="12" r="1.6" />
            <circle cx="15" cy="12" r="1.6" />
            <circle cx="9" cy="18" r="1.6" />
            <circle cx="15" cy="18" r="1.6" />
          </svg>
        </button>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => dispatch({ type: 'toggleSection', index })}
        >
          <span className={styles.name}>{name}</span>
          <span className={styles.state} aria-hidden="true">
            {expanded ? t.collapse : t.expand}
          </span>
        </button>
        <button
          type="button"
          className={styles.remove}
          aria-label={t.removeSection(name)}
          title={t.removeSection(name)}
          onClick={onRemove}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" />
          </svg>
        </button>
      </div>
      <div id={bodyId} hidden={!expanded} className={styles.body}>
        {expanded ? <SectionEditor section={section} onEdit={onEdit} errors={errors} /> : null}
      </div>
    </li>
  );
}
