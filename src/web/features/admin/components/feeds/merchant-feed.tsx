import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../../lib/toast.ts';
import type { FeedMerchant } from '../../../../../shared/feeds/schemas.ts';
import { describeShipping } from '../../../../../shared/prices/shipping.ts';
import { Button } from '../../../../components/button/button.tsx';
import { failureMessage } from '../../../../components/form-field/form-helpers.ts';
import { useFeedRun } from '../../api/get-feed-run.ts';
import { feedRunsQueryOptions } from '../../api/get-feed-runs.ts';
import { feedsQueryOptions } from '../../api/get-feeds.ts';
import { useRunFeedNow } from '../../api/run-feed-now.ts';
import { feedsTexts as t } from '../../feeds-messages.ts';
import { formatDateTime } from '../../lib/mail-text.ts';
import { FeedSettingsFormView } from './feed-settings-form.tsx';
import { RunHistory } from './run-history.tsx';
import { RunReport, RunStatusBadge, runSummary } from './run-report.tsx';
import { ShippingFormView } from './shipping-form.tsx';
import styles from './feeds.module.css';

/**
 * One merchant: its feed's settings and state, its shipping rule, Run now with live progress, and
 * its runs.
 */
export function MerchantFeed({ merchant }: { merchant: FeedMerchant }) {
  const [editing, setEditing] = useState(false);
  const [editingShipping, setEditingShipping] = useState(false);
  const shippingButton = useRef<HTMLButtonElement>(null);
  const [history, setHistory] = useState(false);
  const [runId, setRunId] = useState<string>();
  const run = useRunFeedNow(merchant.id);
  const headingId = useId();
  const formId = useId();
  const shippingFormId = useId();
  const historyId = useId();
  const { feed, lastRun } = merchant;

  // Closing the shipping form, saved or not, gives the focus back to the button that opened it.
  const closeShipping = () => {
    setEditingShipping(false);
    shippingButton.current?.focus();
  };

  const runNow = () =>
    run.mutate(undefined, {
      onSuccess: (id) => {
        setRunId(id);
        toast.success(t.runStarted(merchant.name));
      },
      onError: (error) => toast.error(failureMessage(error, t.runFailedToStart)),
    });

  return (
    <li className={styles.card}>
      <article aria-labelledby={headingId}>
        <div className={styles.head}>
          <h2 id={headingId} className={styles.title}>
            {merchant.name}
          </h2>
          {merchant.isDemo ? (
            <span className={styles.badge} data-tone="demo">
              {t.demo}
            </span>
          ) : null}
          {!feed ? <span className={styles.badge}>{t.noFeed}</span> : null}
          {feed && !feed.enabled ? <span className={styles.badge}>{t.disabled}</span> : null}
          {feed?.running ? <RunStatusBadge status="running" /> : null}
        </div>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t.url}</dt>
            <dd>{feed?.url ?? t.noUrl}</dd>
          </div>
          {feed ? (
            <>
              <div className={styles.fact}>
                <dt>{t.format}</dt>
                <dd>{t.formats[feed.format]}</dd>
              </div>
              <div className={styles.fact}>
                <dt>{t.interval}</dt>
                <dd>
                  {t.intervalWords(feed.intervalMinutes)}
                  {feed.fullCatalogue ? ` · ${t.catalogue}` : ''}
                </dd>
              </div>
            </>
          ) : null}
          <div className={styles.fact}>
            <dt>{t.shipping}</dt>
            <dd>{describeShipping(merchant.shipping)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t.offers}</dt>
            <dd>{t.offerCounts(merchant.offers)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t.review}</dt>
            <dd>
              {merchant.unmatched > 0 ? (
                <Link
                  className={styles.textLink}
                  to={`/admin/feeds/review?merchant=${encodeURIComponent(merchant.id)}`}
                >
                  {t.reviewLink(merchant.unmatched)}
                </Link>
              ) : (
                t.reviewLink(0)
              )}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>{t.lastRun}</dt>
            <dd>
              {lastRun ? (
                <>
                  <time dateTime={lastRun.startedAt}>{formatDateTime(lastRun.startedAt)}</time>{' '}
                  {t.runStatus[lastRun.status]}
                  {lastRun.report ? `: ${runSummary(lastRun.report)}` : ''}
                </>
              ) : (
                t.never
              )}
            </dd>
          </div>
        </dl>
        <div className={styles.actions}>
          <Button
            variant="outline"
            aria-expanded={editing}
            aria-controls={formId}
            onClick={() => setEditing((v) => !v)}
          >
            {editing ? t.closeEdit : t.edit}
          </Button>
          <Button
            ref={shippingButton}
            variant="outline"
            aria-expanded={editingShipping}
            aria-controls={shippingFormId}
            onClick={() => setEditingShipping((v) => !v)}
          >
            {editingShipping ? t.closeShipping : t.editShipping}
          </Button>
          <Button
            variant="primary"
            disabled={!feed?.url || run.isPending}
            aria-busy={run.isPending}
            title={feed?.url ? undefined : t.runNeedsUrl}
            onClick={runNow}
          >
            {t.runNow}
          </Button>
          <Button
            variant="outline"
            aria-expanded={history}
            aria-controls={historyId}
            onClick={() => setHistory((v) => !v)}
          >
            {history ? t.hideHistory : t.history}
          </Button>
        </div>
        {runId ? <RunProgress runId={runId} merchantId={merchant.id} /> : null}
        <div id={formId} className={styles.panel} hidden={!editing}>
          {editing ? (
            <FeedSettingsFormView merchant={merchant} onDone={() => setEditing(false)} />
          ) : null}
        </div>
        <div id={shippingFormId} className={styles.panel} hidden={!editingShipping}>
          {editingShipping ? <ShippingFormView merchant={merchant} onDone={closeShipping} /> : null}
        </div>
        <div id={historyId} className={styles.panel} hidden={!history}>
          {history ? <RunHistory merchantId={merchant.id} merchantName={merchant.name} /> : null}
        </div>
      </article>
    </li>
  );
}

/** The run Run now started: rows read every second while it runs, then its counts and report. */
function RunProgress({ runId, merchantId }: { runId: string; merchantId: string }) {
  const queryClient = useQueryClient();
  const run = useFeedRun(runId);
  const status = run.data?.status;
  const ended = status !== undefined && status !== 'running';

  // Once it ends, the merchant's figures and history are read again.
  useEffect(() => {
    if (!ended) return;
    void queryClient.invalidateQueries({ queryKey: feedsQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: feedRunsQueryOptions(merchantId).queryKey });
  }, [ended, merchantId, queryClient]);

  return (
    <div className={styles.progress} role="status" aria-live="polite">
      {!run.data ? (
        run.isError ? (
          failureMessage(run.error, t.runsFailed)
        ) : (
          t.progress(0)
        )
      ) : run.data.status === 'running' ? (
        t.progress(run.data.rowsRead)
      ) : (
        <>
          <RunStatusBadge status={run.data.status} />{' '}
          {run.data.report ? runSummary(run.data.report) : null}
          {run.data.error ? (
            <p className={styles.error}>
              {t.error}: {run.data.error}
            </p>
          ) : null}
          {run.data.report ? <RunReport report={run.data.report} /> : null}
        </>
      )}
    </div>
  );
}
