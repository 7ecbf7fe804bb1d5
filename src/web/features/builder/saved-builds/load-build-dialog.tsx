import { buildMessages } from '../../../../shared/build/messages.ts';
import type { BuildSummary } from '../../../../shared/build/schema.ts';
import { Modal } from '../../../components/modal/modal.tsx';
import styles from './dialogs.module.css';
import { formatBuildDate } from './format-date.ts';
import { savedBuildsMessages as m } from './messages.ts';

export interface LoadBuildDialogProps {
  builds: readonly BuildSummary[];
  onPick: (build: BuildSummary) => void;
  onClose: () => void;
}

/** The load-build dialog: the saved builds, name plus created date or 'No date'. */
export function LoadBuildDialog({ builds, onPick, onClose }: LoadBuildDialogProps) {
  return (
    <Modal title={m.loadTitle} onClose={onClose} width={520}>
      <p className={styles.lead}>{m.loadLead}</p>
      {builds.length === 0 ? (
        <p className={styles.lead}>{buildMessages.noSavedBuilds}</p>
      ) : (
        <ul className={styles.list} role="list">
          {builds.map((build) => (
            <li key={build._id}>
              <button type="button" className={styles.pick} onClick={() => onPick(build)}>
                <span className={styles.pickName}>{build.buildName}</span>
                <span className={styles.pickDate}>
                  {formatBuildDate(build.createdAt, buildMessages.noDate)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
