import { alignmentOf, imageWidthOf, isAlignment, styleMarkers } from './format.ts';
import type { BlogSection, BlogWriteInput } from './schema.ts';
import {
  DEFAULT_ALIGNMENT,
  DEFAULT_IMAGE_WIDTH,
  SECTION_ORDER,
  normaliseBlogDate,
  todayIso,
  type Alignment,
  type ImageWidth,
} from './post-rules.ts';

// The blog editor's state rules: drafts, alignment and image markers, the section list, and the
// payload sent on save (ADR 045). Reading markers is shared with the display rules (format.ts). Pure: no clock (dates are passed in), no I/O.

/** What the editor form holds: the post's writable fields (with category, tags, SEO text). */
export interface BlogDraft {
  title: string;
  date: string;
  titleImg: string;
  titleImgStyle: string;
  titleStyle: string;
  dateStyle: string;
  content: BlogSection[];
  tags: string[];
  category: string;
  seoDescription: string;
}

/** A new post: today's date, title and date left aligned, no title image. */
export function newDraft(now: Date = new Date()): BlogDraft {
  return {
    title: '',
    date: todayIso(now),
    titleImg: '',
    titleImgStyle: 'no-image',
    titleStyle: DEFAULT_ALIGNMENT,
    dateStyle: DEFAULT_ALIGNMENT,
    content: [],
    tags: [],
    category: '',
    seoDescription: '',
  };
}

/** The draft of a stored post; the date is normalised as the editor shows it (YYYY-MM-DD). */
export function draftFromPost(post: Partial<BlogDraft>, now: Date = new Date()): BlogDraft {
  const base = newDraft(now);
  return {
    title: post.title ?? base.title,
    date: normaliseBlogDate(post.date, now),
    titleImg: post.titleImg ?? '',
    titleImgStyle: post.titleImgStyle || base.titleImgStyle,
    titleStyle: post.titleStyle || base.titleStyle,
    dateStyle: post.dateStyle || base.dateStyle,
    content: (post.content ?? []).map((s) => ({ ...s, order: [...s.order] })),
    tags: [...(post.tags ?? [])],
    category: post.category ?? '',
    seoDescription: post.seoDescription ?? '',
  };
}

// ---- style strings ---------------------------------------------------------------------------

/**
 * An alignment change replaces the existing alignment marker and keeps the rest of the style. A
 * style without a marker gains one at the end.
 */
export function setAlignment(style: string | undefined | null, alignment: Alignment): string {
  const rest = styleMarkers(style).filter((t) => !isAlignment(t));
  return [...rest, alignment].join(' ');
}

// ---- title image -----------------------------------------------------------------------------

export type TitleImageChoice = 'none' | 'image';

/** Whether the title image is switched on ('yes-image' marker). */
export function hasTitleImage(post: Pick<BlogDraft, 'titleImgStyle'>): boolean {
  return styleMarkers(post.titleImgStyle).includes('yes-image');
}

/**
 * 'No Image' clears the title image URL and sets 'no-image'; 'Image' sets 'yes-image'
 * with left alignment.
 */
export function chooseTitleImage<T extends Pick<BlogDraft, 'titleImg' | 'titleImgStyle'>>(
  choice: TitleImageChoice,
  post: T,
): T {
  if (choice === 'none') return { ...post, titleImg: '', titleImgStyle: 'no-image' };
  return { ...post, titleImgStyle: `yes-image ${DEFAULT_ALIGNMENT}` };
}

// ---- sections --------------------------------------------------------------------------------

/** Every edit rewrites the section with the order title, content, image. */
export function touchSection(section: BlogSection): BlogSection {
  return { ...section, order: [...SECTION_ORDER] };
}

/** An edit of some fields: the rest is kept and the order reset. */
export function editSection(section: BlogSection, change: Partial<BlogSection>): BlogSection {
  return touchSection({ ...section, ...change });
}

/**
 * A non-empty URL with no image style yet gets 50 % width, left aligned; clearing the URL
 * clears the style too (the image and its controls hide).
 */
export function setSectionImageUrl(section: BlogSection, url: string): BlogSection {
  if (url.trim() === '') return editSection(section, { sectionImg: '', sectionImgStyle: '' });
  const style = section.sectionImgStyle.trim()
    ? section.sectionImgStyle
    : `${DEFAULT_IMAGE_WIDTH} ${DEFAULT_ALIGNMENT}`;
  return editSection(section, { sectionImg: url, sectionImgStyle: style });
}

/** Replaces the width marker and keeps the alignment (left when there was none). */
export function setSectionImageWidth(section: BlogSection, width: ImageWidth): BlogSection {
  const alignment = alignmentOf(section.sectionImgStyle);
  return editSection(section, { sectionImgStyle: `${width} ${alignment}` });
}

/** Replaces the alignment marker and keeps the width (50 % when there was none). */
export function setSectionImageAlignment(section: BlogSection, alignment: Alignment): BlogSection {
  const width = imageWidthOf(section.sectionImgStyle) ?? DEFAULT_IMAGE_WIDTH;
  return editSection(section, { sectionImgStyle: `${width} ${alignment}` });
}

/** The card header reads the section title, or 'Section N' (1-based). */
export function sectionHeader(section: Pick<BlogSection, 'sectionTitle'>, index: number): string {
  return section.sectionTitle.trim() || `Section ${index + 1}`;
}

export interface SectionListState<T> {
  sections: T[];
  /** The one expanded card, or null when all are collapsed. */
  expanded: number | null;
}

/** Where an index ends up when the item at `from` moves to `to` (the others close the gap). */
function followMove(index: number, from: number, to: number): number {
  if (index === from) return to;
  if (from < index && index <= to) return index - 1;
  if (to <= index && index < from) return index + 1;
  return index;
}

/**
 * Dragging a section over another moves it there (a run of neighbour swaps), and the
 * expanded index follows the move. Out-of-range indexes leave the list as it is.
 */
export function moveSection<T>(
  sections: readonly T[],
  from: number,
  to: number,
  expanded: number | null,
): SectionListState<T> {
  const inRange = (i: number) => Number.isInteger(i) && i >= 0 && i < sections.length;
  if (!inRange(from) || !inRange(to) || from === to) {
    return { sections: [...sections], expanded };
  }
  const next = [...sections];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return { sections: next, expanded: expanded === null ? null : followMove(expanded, from, to) };
}

/** Adding appends the new section and expands it. */
export function addSection<T>(sections: readonly T[], section: T): SectionListState<T> {
  return { sections: [...sections, section], expanded: sections.length };
}

/** Removing a section; the expanded card stays expanded if it survives. */
export function removeSection<T>(
  sections: readonly T[],
  index: number,
  expanded: number | null,
): SectionListState<T> {
  if (index < 0 || index >= sections.length) return { sections: [...sections], expanded };
  const next = sections.filter((_, i) => i !== index);
  let open = expanded;
  if (expanded === index) open = null;
  else if (expanded !== null && expanded > index) open = expanded - 1;
  return { sections: next, expanded: open };
}

/** Clicking a header toggles it; one card is expanded at a time. */
export function toggleSection(expanded: number | null, index: number): number | null {
  return expanded === index ? null : index;
}

// ---- tags and payload ------------------------------------------------------------------------

/** The comma-separated Tags input as a list: trimmed, no empties, no repeats. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}

const orLeft = (style: string | undefined) => (style ?? '').trim() || DEFAULT_ALIGNMENT;

/**
 * The body of POST /api/blog and PATCH /api/blog/{id}, with the send defaults filled in:
 * titleImgStyle no-image, titleStyle and dateStyle text-left, tags empty, category and
 * seoDescription empty, section style fields empty. The date is normalised to YYYY-MM-DD; a title
 * image URL goes only with 'yes-image'; a section image without a URL loses its style.
 */
export function prepareBlogPayload(
  draft: Partial<BlogDraft>,
  now: Date = new Date(),
): BlogWriteInput {
  const titleImgStyle = (draft.titleImgStyle ?? '').trim() || 'no-image';
  const withImage = styleMarkers(titleImgStyle).includes('yes-image');
  return {
    title: (draft.title ?? '').trim(),
    date: normaliseBlogDate(draft.date, now),
    titleImg: withImage ? (draft.titleImg ?? '').trim() : '',
    titleImgStyle,
    titleStyle: orLeft(draft.titleStyle),
    dateStyle: orLeft(draft.dateStyle),
    content: (draft.content ?? []).map((s) => {
      const sectionImg = (s.sectionImg ?? '').trim();
      return {
        layout: s.layout === 'sideBySide' ? 'sideBySide' : 'standard',
        sectionTitle: s.sectionTitle ?? '',
        sectionTitleStyle: s.sectionTitleStyle ?? '',
        sectionContent: s.sectionContent ?? '',
        sectionContentStyle: s.sectionContentStyle ?? '',
        sectionImg,
        sectionImgStyle: sectionImg ? (s.sectionImgStyle ?? '') : '',
        sectionStyle: s.sectionStyle ?? '',
        order: s.order?.length ? [...s.order] : [...SECTION_ORDER],
      };
    }),
    tags: parseTags((draft.tags ?? []).join(',')),
    category: draft.category ?? '',
    seoDescription: (draft.seoDescription ?? '').trim(),
  };
}
