import { lazy, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { buildLanded } from '../../../../shared/build/landed.ts';
import { Button } from '../../../components/button/button.tsx';
import { Modal } from '../../../components/modal/modal.tsx';
import { alertTexts as t } from '../../../components/price-alert/alert-texts.ts';
import { useBuild } from '../../../stores/build.ts';
import { useSession } from '../../../stores/session.ts';
import { buildAlertTarget } from '../lib/build-alert.ts';
import styles from './dialogs.module.css';
import { savedBuildsMessages as m } from './messages.ts';
import { useSavedBuilds } from './saved-builds-provider.tsx';

// The alert form is the product pages' dialog, fetched only when it is about to show.
const SetAlertDialog = lazy(() =>
  import('../../../components/price-alert/set-alert-dialog.tsx').then((mod) => ({
    default: mod.SetAlertDialog,
  })),
);

/**
 * The Builder's 'Price alert': an alert on the total of the saved build it holds. Signed out, it
 * leads to sign-in and back, as on a product page. A build not saved yet (or saved by another
 * account) must be saved first: it says so and offers the save, then goes on to the alert once
 * the build is saved. A build still called 'My List' gets the name prompt instead and, as with
 * every action that waits on a save, the user asks again once it is named and saved.
 */
export function BuildAlertDialog({ onClose }: { onClose: () => void }) {
  const session = useSession();
  const build = useBuild();
  const { pathname, search } = useLocation();
  const { save } = useSavedBuilds();
  // The save is under way: this dialog waits out of sight (the page's Save shows the progress).
  const [saving, setSaving] = useState(false);

  if (!session) return <Navigate to={`/auth?next=${encodeURIComponent(pathname + search)}`} />;
  // The Builder's total of the parts, as the page shows it, starts the target.
  const target = buildAlertTarget(build, session.user._id, buildLanded(build.buildParts).items);
  if (target) return <SetAlertDialog target={target} userId={session.user._id} onClose={onClose} />;
  if (saving) return null;

  const saveFirst = async () => {
    setSaving(true);
    if (await save()) setSaving(false);
    else onClose();
  };

  return (
    <Modal title={t.dialogTitle} onClose={onClose} width={460}>
      <p className={styles.lead}>{t.saveBuildFirst}</p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={() => void saveFirst()}>
          {m.saveBuild}
        </Button>
        <Button variant="outline" onClick={onClose}>
          {m.cancel}
        </Button>
      </div>
    </Modal>
  );
}
