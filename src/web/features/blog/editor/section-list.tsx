import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useRef, useState, type Dispatch } from 'react';
import { sectionHeader } from '../../../../shared/blog/editor-rules.ts';
import type { BlogSection } from '../../../../shared/blog/schema.ts';
import { Button } from '../../../components/button/button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { sectionCollision } from './section-collision.ts';
import { editorTexts as t } from './editor-texts.ts';
import { SectionCard } from './section-card.tsx';
import type { EditorAction } from './use-blog-draft.ts';
import styles from './section-card.module.css';

export interface SectionListProps {
  sections: BlogSection[];
  keys: string[];
  expanded: number | null;
  dispatch: Dispatch<EditorAction>;
  /** Field messages of the last save attempt, keyed 'content.N.field'. */
  errors: Record<string, string>;
}

/** The field messages of section `index`, keyed by field name. */
function sectionErrors(errors: Record<string, string>, index: number): Record<string, string> {
  const prefix = `content.${index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, message]) => [key.slice(prefix.length), message]),
  );
}

/**
 * The sections as sortable cards (ADR 045): drag by the handle with a pointer, or
 * with the keyboard (Space, arrows, Space; Escape cancels). While dragging, the other cards make
 * room live; the drop commits the move and the expanded card follows it.
 */
export function SectionList({ sections, keys, expanded, dispatch, errors }: SectionListProps) {
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      // Instant, so the next arrow key measures where the card really is (ADR 045).
      scrollBehavior: 'auto',
    }),
  );

  const nameOf = (id: UniqueIdentifier) => {
    const index = keys.indexOf(String(id));
    const section = sections[index];
    return section ? sectionHeader(section, index) : 'Section';
  };
  const positionOf = (id: UniqueIdentifier) => keys.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${nameOf(active.id)}. It is in position ${positionOf(active.id)} of ${keys.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} was moved into position ${positionOf(over.id)} of ${keys.length}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} was dropped at position ${positionOf(over.id)} of ${keys.length}.`
        : `${nameOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) =>
      `Moving was cancelled. ${nameOf(active.id)} was dropped in its original position.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = keys.indexOf(String(active.id));
    const to = keys.indexOf(String(over.id));
    if (from >= 0 && to >= 0) dispatch({ type: 'moveSection', from, to });
  };

  const removingSection = removing === null ? undefined : sections[removing];

  return (
    <section className={styles.list} aria-labelledby="blog-editor-sections">
      <h2 id="blog-editor-sections" className={styles.listHeading}>
        {t.sections}
      </h2>
      {sections.length === 0 ? <p className={styles.empty}>{t.noSections}</p> : null}
      <DndContext
        sensors={sensors}
        collisionDetection={sectionCollision}
        onDragEnd={onDragEnd}
        accessibility={{ announcements }}
      >
        <SortableContext items={keys} strategy={verticalListSortingStrategy}>
          <ol className={styles.cards}>
            {sections.map((section, index) => (
              <SectionCard
                key={keys[index]}
                id={keys[index]!}
                index={index}
                section={section}
                expanded={expanded === index}
                dispatch={dispatch}
                onRemove={() => setRemoving(index)}
                errors={sectionErrors(errors, index)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <Button variant="secondary" onClick={() => setAdding(true)}>
        {t.addSection}
      </Button>

      {adding ? (
        <ConfirmDialog
          title={t.addSectionTitle}
          text={t.addSectionText}
          confirmLabel={t.add}
          cancelRef={cancelRef}
          onConfirm={() => {
            // Adding appends the default section, expands it and closes the dialog.
            dispatch({ type: 'addSection' });
            setAdding(false);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : null}
      {removing !== null && removingSection ? (
        <ConfirmDialog
          title={t.removeSectionTitle}
          text={t.removeSectionText(sectionHeader(removingSection, removing))}
          confirmLabel={t.remove}
          cancelRef={cancelRef}
          onConfirm={() => {
            dispatch({ type: 'removeSection', index: removing });
            setRemoving(null);
          }}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </section>
  );
}
