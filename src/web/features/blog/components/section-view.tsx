import { Fragment, type CSSProperties, type ReactNode } from 'react';
import {
  alignmentOf,
  imageWidthOf,
  parseStyleDeclarations,
  showsSectionImage,
} from '../../../../shared/blog/format.ts';
import type { BlogSection } from '../../../../shared/blog/schema.ts';
import {
  SECTION_ORDER,
  type Alignment,
  type SectionPart,
} from '../../../../shared/blog/post-rules.ts';
import styles from './section-view.module.css';

/** The CSS class of each alignment marker (the schema accepts no other markers). */
export const alignmentClass: Record<Alignment, string> = {
  'text-left': styles.alignLeft ?? '',
  'text-center': styles.alignCenter ?? '',
  'text-right': styles.alignRight ?? '',
};

const widthClass: Record<string, string> = {
  'w-25': styles.w25 ?? '',
  'w-50': styles.w50 ?? '',
  'w-75': styles.w75 ?? '',
};

/**
 * The parts in the section's `order`, each once; a part the order leaves out is added
 * after the others, so stored content is never hidden by a short order list (ADR 040).
 */
export function sectionParts(order: readonly SectionPart[] | undefined): SectionPart[] {
  const listed = (order ?? []).filter((part, i, all) => all.indexOf(part) === i);
  return [...listed, ...SECTION_ORDER.filter((part) => !listed.includes(part))];
}

export interface SectionViewProps {
  section: BlogSection;
  /** The section title's heading level: 2 on the post page, 3 inside a preview under an h2. */
  headingLevel?: 2 | 3;
}

/**
 * One blog section: 'standard' shows title, content and image in the section's order;
 * 'sideBySide' puts title and image in one column and the content in the other (stacked under
 * 768 px). The server sanitises every stored rich-text field (sanitize-html), so the content is
 * rendered as HTML here.
 */
export function SectionView({ section, headingLevel = 2 }: SectionViewProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const wrapperStyle = parseStyleDeclarations(section.sectionStyle ?? '') as CSSProperties;

  const title: ReactNode = section.sectionTitle ? (
    <Heading
      className={`${styles.title} ${alignmentClass[alignmentOf(section.sectionTitleStyle ?? '')]}`}
    >
      {section.sectionTitle}
    </Heading>
  ) : null;

  const content: ReactNode = section.sectionContent ? (
    <div
      className={`${styles.content} ${alignmentClass[alignmentOf(section.sectionContentStyle ?? '')]}`}
      dangerouslySetInnerHTML={{ __html: section.sectionContent }}
    />
  ) : null;

  const imageStyle = section.sectionImgStyle ?? '';
  const image: ReactNode = showsSectionImage(section.sectionImg ?? '', imageStyle) ? (
    <div className={`${styles.figure} ${alignmentClass[alignmentOf(imageStyle)]}`}>
      <img
        src={section.sectionImg}
        alt=""
        // The usual 16:9 box is kept for the picture until it arrives.
        width={800}
        height={450}
        loading="lazy"
        decoding="async"
        className={`${styles.image} ${widthClass[imageWidthOf(imageStyle) ?? 'w-50']}`}
      />
    </div>
  ) : null;

  if (section.layout === 'sideBySide') {
    return (
      <section className={`${styles.section} ${styles.sideBySide}`} style={wrapperStyle}>
        <div className={styles.column}>
          {title}
          {image}
        </div>
        <div className={styles.column}>{content}</div>
      </section>
    );
  }

  const parts: Record<SectionPart, ReactNode> = { title, content, image };
  return (
    <section className={styles.section} style={wrapperStyle}>
      {sectionParts(section.order).map((part) => (
        <Fragment key={part}>{parts[part]}</Fragment>
      ))}
    </section>
  );
}
