import { memo, useId } from 'react';
import type { BuildPart } from '../../../../shared/build/schema.ts';
import { builderTexts } from '../lib/builder-texts.ts';
import type { GroupExtras } from '../lib/row-extras.ts';
import { ChevronIcon } from './builder-icons.tsx';
import styles from './group-section.module.css';
import { SubPartRow } from './sub-part-row.tsx';

export interface GroupSectionProps {
  group: BuildPart;
  extras: GroupExtras;
  collapsed: boolean;
  onToggle: (group: string) => void;
}

/**
 * One accordion section per part group; collapsed it shows 'N of M selected'. Memoised:
 * the store keeps an untouched group's object, the page keeps its extras and `onToggle`, so adding
 * one part re-renders one section (ADR 017).
 */
export const GroupSection = memo(function GroupSection({
  group,
  extras,
  collapsed,
  onToggle,
}: GroupSectionProps) {
  const listId = useId();
  const subParts = group.subParts ?? [];
  const filled = subParts.filter((s) => s.product).length;
  return (
    <div className={styles.section}>
      <h3 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={!collapsed}
          aria-controls={listId}
          onClick={() => onToggle(group.name)}
        >
          <span className={styles.name}>{group.name}</span>{' '}
          {collapsed ? (
            <span className={styles.count}>{builderTexts.selected(filled, subParts.length)}</span>
          ) : null}
          <ChevronIcon size="md" className={collapsed ? styles.chevron : styles.chevronOpen} />
        </button>
      </h3>
      <ul role="list" id={listId} className={styles.rows} hidden={collapsed}>
        {subParts.map((sub) => (
          <SubPartRow
            key={sub.name}
            sub={sub}
            extras={extras.get(sub.name)}
            labelled={subParts.length > 1}
          />
        ))}
      </ul>
    </div>
  );
});
