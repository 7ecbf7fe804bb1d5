import { eq, sql } from 'drizzle-orm';
import { ammoCaliberByKey } from '../../../shared/ammo/calibers.ts';
import { showsTitleImage } from '../../../shared/blog/format.ts';
import {
  ammoMetaDescription,
  blogMetaDescription,
  productMetaDescription,
} from '../../../shared/site/page-meta.ts';
import type { Db } from '../../db/client.ts';
import { ammunition, blogPosts, builds, catalogGroups } from '../../db/schema.ts';
import { photoOf } from '../media/photo.ts';

// What the server needs to know of an item to send its page: whether it exists, and its title,
// description and main picture. One small read each, not the item's API answer.

export interface ItemHead {
  title: string;
  description: string;
  /** Site-relative (or absolute) address of the page's main picture. */
  image?: string;
}

/** A product (catalogue group) by id. */
export async function productHead(db: Db, groupId: string): Promise<ItemHead | undefined> {
  const [row] = await db
    .select({
      partName: catalogGroups.partName,
      brand: catalogGroups.brand,
      description: catalogGroups.description,
      images: catalogGroups.images,
      photoId: catalogGroups.photoId,
    })
    .from(catalogGroups)
    .where(eq(catalogGroups.id, groupId))
    .limit(1);
  if (!row) return undefined;
  return {
    title: row.partName,
    description: productMetaDescription(row),
    image: photoOf(row.photoId)?.detail ?? row.images[0],
  };
}

/** An ammo item by id. */
export async function ammoHead(db: Db, id: string): Promise<ItemHead | undefined> {
  const [row] = await db
    .select({
      name: ammunition.name,
      caliber: ammunition.caliber,
      roundCount: ammunition.roundCount,
      images: ammunition.images,
      photoId: ammunition.photoId,
    })
    .from(ammunition)
    .where(eq(ammunition.id, id))
    .limit(1);
  if (!row) return undefined;
  const caliberLabel = ammoCaliberByKey(row.caliber)?.label ?? row.caliber;
  return {
    title: row.name,
    description: ammoMetaDescription({ ...row, caliberLabel }),
    image: photoOf(row.photoId)?.detail ?? row.images[0],
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A blog post by id or slug (the post page's address uses either). */
export async function postHead(db: Db, idOrSlug: string): Promise<ItemHead | undefined> {
  const [row] = await db
    .select({
      title: blogPosts.title,
      seoDescription: blogPosts.seoDescription,
      excerpt: blogPosts.excerpt,
      titleImg: blogPosts.titleImg,
      titleImgStyle: blogPosts.titleImgStyle,
    })
    .from(blogPosts)
    .where(
      UUID.test(idOrSlug)
        ? eq(blogPosts.id, idOrSlug.toLowerCase())
        : eq(blogPosts.slug, idOrSlug.toLowerCase()),
    )
    .limit(1);
  if (!row) return undefined;
  // A picture given as a data: URL is part of the post, not an address worth preloading.
  const image =
    showsTitleImage(row.titleImg, row.titleImgStyle) && !row.titleImg.startsWith('data:')
      ? row.titleImg
      : undefined;
  return {
    title: row.title.trim() || 'Blog',
    description: blogMetaDescription(row),
    ...(image && { image }),
  };
}

/** Whether a build is shared under this id. */
export async function sharedBuildExists(db: Db, shareId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(builds)
    .where(eq(builds.shareId, shareId))
    .limit(1);
  return row !== undefined;
}
