import type { AmmoDetail } from '../../../shared/ammo/schema.ts';
import type { BlogPostPage } from '../../../shared/blog/schema.ts';
import { showsTitleImage } from '../../../shared/blog/format.ts';
import type { CatalogGroupDetail } from '../../../shared/catalog/schema.ts';
import {
  ammoMetaDescription,
  blogMetaDescription,
  productMetaDescription,
} from '../../../shared/site/page-meta.ts';

// The title, description and main picture of a product, ammo or post page, read from the page's
// first API answer (first-answer.ts): the server asks for the item once, for both.

export interface ItemHead {
  title: string;
  description: string;
  /** Site-relative (or absolute) address of the page's main picture. */
  image?: string;
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

/** Per item page, its head from its first answer. */
export const ITEM_HEADS: Record<string, (body: unknown) => ItemHead> = {
  'product/:mainCategory/:groupId': productHead,
  'ammo-detail/:id': ammoHead,
  'blog/:id': postHead,
};
