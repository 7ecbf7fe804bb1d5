import { useId, useState } from 'react';
import type { FeedRun } from '../../../../../shared/feeds/schemas.ts';
import { Button } from '../../../../components/button/button.tsx';
import { failureMessage } from '../../../../components/form-field/form-helpers.ts';
import { useFeedRuns } from '../../api/get-feed-runs.ts';
import { feedsTexts as t } from '../../feeds-messages.ts';
import { formatDateTime } from '../../lib/mail-text.ts';
import { RunReport, RunStatusBadge, runSummary } from './run-report.tsx';
import styles from './feeds.module.css';

/** A merchant's last runs, newest first, each with its counts and its report on demand. */
export function RunHistory({
  merchantId,
  merchantName,
}: {
  merchantId: string;
  merchantName: string;
}) {
  const runs = useFeedRuns(merchantId);
  if (!runs.data) {
    return runs.isError ? (
      <p role="alert" className={styles.error}>
        {failureMessage(runs.error, t.runsFailed)}
      </p>
    ) : (
      <p role="status">{t.runsLoading}</p>
    );
  }
  if (!runs.data.length) return <p>{t.noRuns}</p>;
  return (
    <ol className={styles.runs} aria-label={t.runsLabel(merchantName)}>
      {runs.data.map((run) => (
        <RunEntry key={run.id} run={run} />
      ))}
    </ol>
  );
}

function RunEntry({ run }: { run: FeedRun }) {
  const [open, setOpen] = useState(false);
  const reportId = useId();
  const when = formatDateTime(run.startedAt);
  return (
    <li className={styles.run}>
      <div className={styles.runHead}>
        <time dateTime={run.startedAt}>{when}</time>
        <RunStatusBadge status={run.status} />
        <span>{t.trigger[run.trigger] ?? run.trigger}</span>
        <span className={styles.example}>{run.source}</span>
      </div>
      <p className={styles.summary}>
        {run.report
          ? `${runSummary(run.report)} (${t.durationWords(run.report.durationMs)})`
          : run.status === 'running'
            ? t.progress(run.rowsRead)
            : null}
      </p>
      {run.error ? (
        <p className={styles.error}>
          {t.error}: {run.error}
        </p>
      ) : null}
      {run.report ? (
        <>
          <Button
            variant="outline"
            aria-expanded={open}
            aria-controls={reportId}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? t.hideReport : t.showReport}
          </Button>
          <div id={reportId} role="region" aria-label={t.reportLabel(when)} hidden={!open}>
            {open ? <RunReport report={run.report} /> : null}
          </div>
        </>
      ) : null}
    </li>
  );
}
