import type { AmmoDetail } from '../../../shared/ammo/schema.ts';
import type { BlogPostPage } from '../../../shared/blog/schema.ts';
import { showsTitleImage } from '../../../shared/blog/format.ts';
import type { SharedBuild } from '../../../shared/build/schema.ts';
import { partsAndTotal, sharedBuildMetaDescription } from '../../../shared/build/share-summary.ts';
import type { CatalogGroupDetail } from '../../../shared/catalog/schema.ts';
import {
  ammoMetaDescription,
  blogMetaDescription,
  productMetaDescription,
} from '../../../shared/site/page-meta.ts';
import { cardContent, previewUrl, previewVersion } from '../share-preview/service.ts';

// The title, description and main picture of a product, ammo, post or shared build page, read from the page's
// first API answer (first-answer.ts): the server asks for the item once, for both.

export interface ItemHead {
  title: string;
  description: string;
  /** Site-relative (or absolute) address of the page's main picture. */
  image?: string;
  /** Site-relative address of a picture drawn for link previews only, and its description. */
  preview?: { url: string; alt: string };
}

/** What a page's head may also need besides its first answer. */
export interface ItemHeadContext {
  siteName: string;
  /** The page's address parameters ('shareId'). */
  params: Record<string, string>;
}

/**
 * A picture's address if it is worth preloading: one given as a data: URL is part of the answer
 * (often large), not an address to fetch.
 */
export function preloadable(src: string | undefined): string | undefined {
  return src && !src.startsWith('data:') ? src : undefined;
}

function productHead(body: unknown): ItemHead {
  const { group } = body as CatalogGroupDetail;
  return {
    title: group.partName,
    description: productMetaDescription(group),
    image: group.photo?.detail ?? group.images[0],
  };
}

function ammoHead(body: unknown): ItemHead {
  const item = body as AmmoDetail;
  return {
    title: item.name,
    description: ammoMetaDescription(item),
    image: item.photo?.detail ?? item.images[0],
  };
}

function postHead(body: unknown): ItemHead {
  const post = body as BlogPostPage;
  const image = showsTitleImage(post.titleImg, post.titleImgStyle)
    ? preloadable(post.titleImg)
    : undefined;
  return {
    title: post.title.trim() || 'Blog',
    description: blogMetaDescription(post),
    ...(image && { image }),
  };
}

/** A shared build: its name, part count and total, and its preview card. */
function sharedBuildHead(body: unknown, { siteName, params }: ItemHeadContext): ItemHead {
  const build = body as SharedBuild;
  const content = cardContent(siteName, build);
  return {
    title: build.buildName,
    description: sharedBuildMetaDescription(content.summary, siteName),
    preview: {
      url: previewUrl(params.shareId ?? '', previewVersion(content)),
      alt: `${build.buildName}: ${partsAndTotal(content.summary)}`,
    },
  };
}

/** Per item page, its head from its first answer. */
export const ITEM_HEADS: Record<string, (body: unknown, context: ItemHeadContext) => ItemHead> = {
  'product/:mainCategory/:groupId': productHead,
  'ammo-detail/:id': ammoHead,
  'blog/:id': postHead,
  'b/:shareId': sharedBuildHead,
};
