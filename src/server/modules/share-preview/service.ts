import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuildPart } from '../../../shared/build/schema.ts';
import { shareSummary } from '../../../shared/build/share-summary.ts';
import type { CardContent } from './card.ts';

// The link-preview pictures of shared builds, kept on disk under DATA_DIR/share-previews/<share
// id>/<version>.png. The version is a hash of what the card shows (name, total, main parts, site
// name and the card's design), so a picture is drawn once per version of the build, survives a
// restart, is shared by every server on the same DATA_DIR, and a change to the build (or the
// site's name) gives a new version. Older versions of a share are removed when a new one is
// drawn; the pictures of a share that was revoked or deleted are removed the next time someone
// asks for it (it is never served again: every request checks the share in the database first).

/** Raised when the card's design changes, so every picture is drawn again. */
const CARD_DESIGN = 1;

/** Share ids are URL-safe base64; anything else never names a folder. */
const SHARE_ID = /^[A-Za-z0-9_-]{1,100}$/;

export function isShareIdShape(shareId: string): boolean {
  return SHARE_ID.test(shareId);
}

export function cardContent(
  siteName: string,
  build: { buildName: string; buildParts: readonly BuildPart[] },
): CardContent {
  return { siteName, buildName: build.buildName, summary: shareSummary(build.buildParts) };
}

/** The picture's version: 16 hex digits of the hash of what it shows. */
export function previewVersion(content: CardContent): string {
  return createHash('sha256')
    .update(JSON.stringify({ design: CARD_DESIGN, ...content }))
    .digest('hex')
    .slice(0, 16);
}

/** The picture's address; `v` makes each version a new address for caches that ignore ETags. */
export function previewUrl(shareId: string, version: string): string {
  return `/b/${encodeURIComponent(shareId)}/preview.png?v=${version}`;
}

export class PreviewStore {
  private readonly dir: string;
  /** Pictures being drawn, by file: two requests for a new version draw it once. */
  private readonly drawing = new Map<string, Promise<Buffer>>();

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'share-previews');
  }

  /** The share's picture for this content: read from disk, or drawn and stored. */
  async picture(shareId: string, version: string, content: CardContent): Promise<Buffer> {
    const folder = path.join(this.dir, shareId);
    const file = path.join(folder, `${version}.png`);
    const stored = await readFile(file).catch(() => undefined);
    if (stored) return stored;
    let pending = this.drawing.get(file);
    if (!pending) {
      pending = this.draw(folder, file, content).finally(() => this.drawing.delete(file));
      this.drawing.set(file, pending);
    }
    return pending;
  }

  /** Removes a share's pictures (the share no longer exists). */
  async forget(shareId: string): Promise<void> {
    await rm(path.join(this.dir, shareId), { recursive: true, force: true });
  }

  private async draw(folder: string, file: string, content: CardContent): Promise<Buffer> {
    // The renderer (satori, its layout engine, the fonts) loads when the first picture is drawn.
    const { renderCard } = await import('./card.ts');
    const png = await renderCard(content);
    await mkdir(folder, { recursive: true });
    // Written aside and renamed: a reader never sees half a file.
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, png);
    await rename(temp, file);
    const name = path.basename(file);
    const others = (await readdir(folder)).filter((f) => f !== name && f.endsWith('.png'));
    await Promise.all(others.map((f) => rm(path.join(folder, f), { force: true })));
    return png;
  }
}
