import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../lib/toast.ts';
import type { SavedPart } from '../../../shared/catalog/saved-parts.ts';
import { isAlreadySaved, savedPartKey } from '../../../shared/catalog/saved-part-keys.ts';
import { userQueryOptions, useUser } from '../../queries/get-user.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useSession } from '../../stores/session.ts';
import { buttonClassName } from '../button/button.tsx';
import { useSavePart } from './api/save-part.ts';
import styles from './save-part-button.module.css';
import {
  SAVE_FAILURE_MS,
  SAVE_SUCCESS_MS,
  savePartTexts,
  type SavePartKind,
} from './save-part-texts.ts';

export interface SavePartButtonProps {
  /** Which texts to use: a catalogue part or an ammo item. */
  kind: SavePartKind;
  /** The part to save; undefined while there is nothing to save yet (no variant chosen). */
  part: SavedPart | undefined;
  /** The info toast for a click while `part` is undefined. */
  missingPartMessage?: string;
  className?: string;
}

/** A stable text for a part's identity (kind, id, upc), or undefined when it has none. */
function identity(part: SavedPart | undefined): string | undefined {
  const key = part && savedPartKey(part);
  return key ? `${key.kind}:${key.id}:${key.upc ?? ''}` : undefined;
}

/**
 * 'Save to Parts List' (ADR 029), one shared button with its own data hook: visitors get the
 * login toast; a part already in the user's savedPartList (by _id or upc; ammo by id), or one the server
 * refuses as a duplicate (409), shows the info toast and a disabled 'Saved ✓'. The saved state is
 * known on load from the user (GET /api/users/{id}) and follows every save.
 */
export function SavePartButton({ kind, part, missingPartMessage, className }: SavePartButtonProps) {
  const texts = savePartTexts[kind];
  const session = useSession();
  const userId = session?.user._id;
  const user = useUser(userId);
  const save = useSavePart(userId);
  const queryClient = useQueryClient();
  // A 409 says the server has it even when our copy of the list does not (another tab saved it).
  const [refused, setRefused] = useState<string | undefined>(undefined);

  const list = user.data?.savedPartList ?? session?.user.savedPartList ?? [];
  const id = identity(part);
  const saved = Boolean(
    session && part && (isAlreadySaved(list, part) || (id !== undefined && refused === id)),
  );

  const onClick = () => {
    if (!session) {
      toast.info(texts.login);
      return;
    }
    if (!part) {
      if (missingPartMessage) toast.info(missingPartMessage);
      return;
    }
    if (saved) {
      toast.info(texts.duplicate);
      return;
    }
    save.mutate(part, {
      onSuccess: () => {
        toast.success(texts.success, { duration: SAVE_SUCCESS_MS });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          toast.info(texts.duplicate);
          setRefused(id);
          if (userId)
            void queryClient.invalidateQueries({ queryKey: userQueryOptions(userId).queryKey });
          return;
        }
        toast.error(texts.failed, { duration: SAVE_FAILURE_MS });
      },
    });
  };

  return (
    <button
      type="button"
      className={buttonClassName('outline', {
        className: [styles.button, saved ? styles.saved : '', className ?? '']
          .filter(Boolean)
          .join(' '),
      })}
      disabled={saved}
      aria-busy={save.isPending || undefined}
      onClick={save.isPending ? undefined : onClick}
    >
      {saved ? savePartTexts.saved : save.isPending ? savePartTexts.saving : savePartTexts.button}
    </button>
  );
}
