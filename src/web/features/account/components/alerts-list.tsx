import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Alert } from '../../../../shared/alerts/schema.ts';
import { Button } from '../../../components/button/button.tsx';
import { LoadState } from '../../../components/load-state/load-state.tsx';
import { useAlerts } from '../../../components/price-alert/api/alerts.ts';
import {
  describeAlertKind,
  formatAlertDate,
  formatAlertPrice,
} from '../../../components/price-alert/alert-format.ts';
import { alertsTabTexts as t } from '../messages.ts';
import { EmptyTab } from './empty-tab.tsx';
import { DeleteAlertModal } from './delete-alert-modal.tsx';
import { EditAlertModal } from './edit-alert-modal.tsx';
import styles from './alerts-list.module.css';

type Open = { mode: 'edit' | 'delete'; alert: Alert } | undefined;

const targetKindText = { variant: t.targetVariant, ammo: t.targetAmmo, build: t.targetBuild };

/**
 * /account/alerts: the user's price alerts, each with what it watches (linked to its page), what
 * it waits for, the current price and when it last fired; Edit and Delete open small dialogs.
 */
export function AlertsList({ userId }: { userId: string }) {
  const query = useAlerts(userId);
  const [open, setOpen] = useState<Open>(undefined);

  if (!query.data)
    return (
      <LoadState
        query={query}
        texts={t}
        loadingClassName={styles.state}
        failedClassName={styles.stateRow}
        errorClassName={styles.formError}
        retryVariant="outline"
      />
    );

  if (query.data.length === 0)
    return <EmptyTab message={t.empty} linkText={t.browse} to="/products" />;

  return (
    <>
      <p className={styles.intro}>{t.intro}</p>
      <ul role="list" className={styles.list}>
        {query.data.map((alert) => (
          <AlertItem
            key={alert.id}
            alert={alert}
            onEdit={() => setOpen({ mode: 'edit', alert })}
            onDelete={() => setOpen({ mode: 'delete', alert })}
          />
        ))}
      </ul>
      {open?.mode === 'edit' ? (
        <EditAlertModal alert={open.alert} userId={userId} onClose={() => setOpen(undefined)} />
      ) : null}
      {open?.mode === 'delete' ? (
        <DeleteAlertModal
          alert={open.alert}
          name={open.alert.targetName ?? t.removedItem}
          userId={userId}
          onClose={() => setOpen(undefined)}
        />
      ) : null}
    </>
  );
}

function AlertItem({
  alert,
  onEdit,
  onDelete,
}: {
  alert: Alert;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const nameId = useId();
  const name = alert.targetName ?? t.removedItem;
  const triggeredOn = formatAlertDate(alert.lastTriggeredAt);
  return (
    <li className={styles.item} aria-labelledby={nameId} data-alert={alert.id}>
      <div className={styles.what}>
        <p className={styles.targetKind}>{targetKindText[alert.targetKind]}</p>
        <h2 id={nameId} className={styles.name}>
          {alert.targetName ? <Link to={alert.path}>{name}</Link> : name}
        </h2>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t.watching}</dt>
          <dd>{describeAlertKind(alert.kind, alert.targetPrice, alert.targetKind)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t.current}</dt>
          <dd>
            {alert.currentPrice === null
              ? t.noPrice
              : formatAlertPrice(alert.currentPrice, alert.targetKind)}
            {alert.inStock === false ? (
              <span className={styles.muted}> ({t.outOfStock})</span>
            ) : null}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t.lastTriggered}</dt>
          <dd>
            {triggeredOn ? (
              <time dateTime={alert.lastTriggeredAt ?? undefined}>
                {t.triggeredAt(
                  triggeredOn,
                  alert.lastTriggeredPrice === null
                    ? undefined
                    : formatAlertPrice(alert.lastTriggeredPrice, alert.targetKind),
                )}
              </time>
            ) : (
              <span className={styles.muted}>{t.notTriggered}</span>
            )}
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Button variant="outline" onClick={onEdit} aria-label={t.editLabel(name)}>
          {t.edit}
        </Button>
        <Button
          variant="outline"
          className={styles.danger}
          onClick={onDelete}
          aria-label={t.deleteLabel(name)}
        >
          {t.delete}
        </Button>
      </div>
    </li>
  );
}
