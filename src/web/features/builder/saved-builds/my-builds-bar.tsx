import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { buildMessages } from '../../../../shared/build/messages.ts';
import type { ShareLink } from '../../../../shared/build/schema.ts';
import { Button } from '../../../components/button/button.tsx';
import { ChevronDownIcon } from '../../../components/icons/ui-icons.tsx';
import { useBuild } from '../../../stores/build.ts';
import { useSession } from '../../../stores/session.ts';
import { useUserBuilds } from '../../../queries/list-user-builds.ts';
import { useShareUserBuild } from '../api/share-user-build.ts';
import { useUnshareUserBuild } from '../api/unshare-user-build.ts';
import { formatBuildDate } from './format-date.ts';
import { savedBuildsMessages as m } from './messages.ts';
import styles from './my-builds-bar.module.css';
import { useSavedBuilds, useSavedBuildsExtras } from './saved-builds-provider.tsx';
import { ShareBuildDialog } from './lazy-dialogs.tsx';

// 'My Builds' bar (logged-in users only) with its dropdown, plus the Share button that makes a
// read-only share link.
export function MyBuildsBar() {
  const session = useSession();
  if (!session) return null;
  return <Bar userId={session.user._id} />;
}

function Bar({ userId }: { userId: string }) {
  const build = useBuild();
  const builds = useUserBuilds(userId);
  const { newBuild, deleteCurrent } = useSavedBuilds();
  const { pick } = useSavedBuildsExtras();
  const share = useShareUserBuild(userId);
  const unshare = useUnshareUserBuild(userId);
  const [open, setOpen] = useState(false);
  const [shared, setShared] = useState<(ShareLink & { id: string }) | null>(null);
  const [dismissedAt, setDismissedAt] = useState(0);
  const wrapRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const menuId = useId();

  // The builder holds one of this user's saved builds (another user's id does not count).
  const currentId = build.currentBuildId && build.ownerId === userId ? build.currentBuildId : null;
  const list = builds.data ?? [];

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const startShare = async () => {
    if (!currentId) return;
    try {
      const link = await share.mutateAsync(currentId);
      setShared({ ...link, id: currentId });
    } catch (err) {
      console.warn('Sharing the build failed:', err);
      toast.error(m.shareFailed);
    }
  };

  const stopShare = async () => {
    if (!shared) return;
    try {
      await unshare.mutateAsync(shared.id);
      setShared(null);
      toast.success(m.unshared);
    } catch (err) {
      console.warn('Revoking the share link failed:', err);
      toast.error(m.unshareFailed);
    }
  };

  const showError = builds.isError && builds.errorUpdatedAt > dismissedAt;

  return (
    <section className={styles.bar} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {m.myBuilds}
      </h2>
      <div className={styles.controls}>
        <div ref={wrapRef} className={styles.dropdown}>
          <Button
            ref={toggleRef}
            variant="secondary"
            aria-expanded={open}
            aria-controls={open ? menuId : undefined}
            onClick={() => setOpen((o) => !o)}
          >
            {m.loadBuildCount(list.length)}
            <ChevronDownIcon size="sm" />
          </Button>
          {open ? (
            <div id={menuId} className={styles.menu}>
              {list.length === 0 ? (
                <p className={styles.empty}>{buildMessages.noSavedBuildsList}</p>
              ) : (
                <ul role="list" className={styles.items}>
                  {list.map((item) => (
                    <li key={item._id}>
                      <button
                        type="button"
                        className={styles.item}
                        aria-current={item._id === currentId ? 'true' : undefined}
                        onClick={() => {
                          setOpen(false);
                          pick(item);
                        }}
                      >
                        <span className={styles.itemName}>{item.buildName}</span>
                        <span className={styles.itemDate}>
                          {formatBuildDate(item.createdAt, buildMessages.unknownDate)}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ) : null}
        </div>
        {currentId ? (
          <Button variant="outline" onClick={newBuild}>
            {m.newBuild}
          </Button>
        ) : null}
        <Button variant="outline" onClick={deleteCurrent}>
          {m.deleteBuild}
        </Button>
        {currentId ? (
          <Button
            variant="outline"
            onClick={() => void startShare()}
            disabled={share.isPending}
            aria-busy={share.isPending}
          >
            {share.isPending ? m.sharing : m.share}
          </Button>
        ) : null}
      </div>
      {showError ? (
        <p className={styles.error} role="alert">
          <span>{m.errorLine(builds.error.message)}</span>
          <button
            type="button"
            className={styles.dismiss}
            onClick={() => setDismissedAt(builds.errorUpdatedAt)}
          >
            {m.dismiss}
          </button>
        </p>
      ) : null}
      {shared ? (
        <Suspense fallback={null}>
          <ShareBuildDialog
            buildName={build.buildName}
            path={shared.url}
            stopping={unshare.isPending}
            onStopSharing={() => void stopShare()}
            onClose={() => setShared(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
