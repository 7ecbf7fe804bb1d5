import type { FeedReportView, FeedRun } from '../../../../../shared/feeds/schemas.ts';
import { feedsTexts as t } from '../../feeds-messages.ts';
import styles from './feeds.module.css';

/** A run's status word on its coloured badge. */
export function RunStatusBadge({ status }: { status: FeedRun['status'] }) {
  return (
    <span className={styles.badge} data-tone={status}>
      {t.runStatus[status]}
    </span>
  );
}

/** One line of counts: rows, offers, parts, rejects. */
export function runSummary(report: FeedReportView): string {
  return t.runSummary(report);
}

/**
 * What an operator acts on in a run's report: required columns the feed lacks (with the names
 * that would fill them), columns it has that nothing reads, and the refused rows grouped by
 * reason, most first, each with a few examples.
 */
export function RunReport({ report }: { report: FeedReportView }) {
  const groups = [...report.rejects].sort((a, b) => b.count - a.count);
  return (
    <div className={styles.report}>
      {report.error ? (
        <p className={styles.error}>
          {t.error}: {report.error}
        </p>
      ) : null}
      {!report.usable ? <p className={styles.error}>{t.notUsable}</p> : null}
      {report.missingColumns.map((m) => (
        <div key={m.attribute}>
          <h4>{t.missingColumn(m.attribute)}</h4>
          <p>
            {t.acceptedNames}: {m.accepted.join(', ')}
          </p>
        </div>
      ))}
      {report.unknownColumns.length ? (
        <div>
          <h4>{t.unknownColumns}</h4>
          <p className={styles.example}>{report.unknownColumns.join(', ')}</p>
        </div>
      ) : null}
      {groups.length ? (
        <div>
          <h4>{t.rejects}</h4>
          <ul>
            {groups.map((g) => (
              <li key={g.code}>
                {t.rejectGroup(g.count, g.reason)}
                <ul>
                  {g.examples.map((e) => (
                    <li key={`${e.row}-${e.id ?? ''}`} className={styles.example}>
                      {t.row(e.row)}
                      {e.id ? ` [${e.id}]` : ''}
                      {e.title ? ` ${e.title}` : ''}
                      {e.detail ? ` — ${e.detail}` : ''}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
