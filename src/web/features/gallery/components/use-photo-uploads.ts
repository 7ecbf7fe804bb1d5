import { useRef, useState } from 'react';
import type { GalleryPhoto } from '../../../../shared/gallery/schema.ts';
import { failureMessage } from '../../../components/form-field/form-helpers.ts';
import { deleteGalleryPhoto } from '../api/delete-gallery-photo.ts';
import { uploadGalleryPhoto } from '../api/upload-gallery-photo.ts';
import { sortChosenFiles } from '../lib/photo-checks.ts';
import { publishTexts as t } from '../publish-texts.ts';

/** A chosen photo: uploading (`photo` null) or stored on the server. */
export interface PhotoItem {
  key: string;
  name: string;
  photo: GalleryPhoto | null;
}

/** The server's 'photo: …' refusal, said of the file it is about. */
function uploadProblem(name: string, error: unknown): string {
  const message = failureMessage(error, t.uploadFailed).replace(/^photo:\s*/, '');
  return `${name}: ${message}`;
}

/**
 * The publish form's photos: each chosen file is checked here (type, size, how many), then sent
 * at once; it shows as uploading until the server answers. A refused file is dropped with a
 * message. Removing a stored photo deletes it on the server; one removed while it was still
 * uploading is deleted when its upload ends.
 */
export function usePhotoUploads() {
  const [items, setItems] = useState<PhotoItem[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const nextKey = useRef(0);
  const removed = useRef(new Set<string>());

  const add = (files: readonly File[]) => {
    const sorted = sortChosenFiles(files, items.length);
    setProblems(sorted.problems);
    const fresh = sorted.accepted.map((file) => ({
      file,
      item: { key: `photo-${nextKey.current++}`, name: file.name, photo: null },
    }));
    if (fresh.length === 0) return;
    setItems((list) => [...list, ...fresh.map(({ item }) => item)]);
    for (const { file, item } of fresh) {
      uploadGalleryPhoto(file).then(
        (photo) => {
          if (removed.current.has(item.key)) {
            void deleteGalleryPhoto(photo.id).catch(() => undefined);
            return;
          }
          setItems((list) => list.map((p) => (p.key === item.key ? { ...p, photo } : p)));
        },
        (error: unknown) => {
          setItems((list) => list.filter((p) => p.key !== item.key));
          if (!removed.current.has(item.key))
            setProblems((list) => [...list, uploadProblem(item.name, error)]);
        },
      );
    }
  };

  const remove = (key: string) => {
    const item = items.find((p) => p.key === key);
    removed.current.add(key);
    setItems((list) => list.filter((p) => p.key !== key));
    if (item?.photo) void deleteGalleryPhoto(item.photo.id).catch(() => undefined);
  };

  return {
    items,
    problems,
    uploading: items.some((p) => p.photo === null),
    photoIds: items.flatMap((p) => (p.photo ? [p.photo.id] : [])),
    add,
    remove,
    clearProblems: () => setProblems([]),
  };
}
