import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { BuildPart } from '../../../../shared/build/schema.ts';
import { formatPrice } from '../../../../shared/build/totals.ts';
import type { CartPlanAnswer } from '../../../../shared/cart/schema.ts';
import { Button } from '../../../components/button/button.tsx';
import { Modal } from '../../../components/modal/modal.tsx';
import { optimiseCart, optimiseMessages } from '../api/optimise-cart.ts';
import { builderTexts } from '../lib/builder-texts.ts';
import { cartTexts } from '../lib/cart-texts.ts';
import { applyPlan, cartRequestOf } from '../lib/cart.ts';
import styles from './optimise-cart-dialog.module.css';

// "Optimise my cart": the server works out, from offers in stock, the cart whose items plus
// shipping cost least (free-shipping thresholds included) and the cheapest single store; the
// builder sees each against the cart as it is now and applies one with a click.

const shippingText = (amount: number) => (amount === 0 ? cartTexts.free : formatPrice(amount));

function PlanView({
  title,
  plan,
  saving,
  onApply,
}: {
  title: string;
  plan: CartPlanAnswer;
  saving: number | null;
  onApply: (plan: CartPlanAnswer) => void;
}) {
  const headingId = `plan-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className={styles.plan} aria-labelledby={headingId}>
      <div className={styles.planHead}>
        <h3 id={headingId} className={styles.planTitle}>
          {title}
        </h3>
        <p className={styles.planTotal}>
          <strong>{formatPrice(plan.total)}</strong>
          {saving !== null && saving > 0 ? (
            <span className={styles.saving}>{cartTexts.saves(formatPrice(saving))}</span>
          ) : null}
        </p>
      </div>
      <ul role="list" className={styles.orders}>
        {plan.merchants.map((order) => (
          <li key={order.merchantId}>
            <span className={styles.merchant}>{order.merchantName}</span>{' '}
            <span className={styles.detail}>
              {plan.choices
                .filter((c) => c.merchantId === order.merchantId)
                .map((c) => c.key)
                .join(', ')}
            </span>
            <span className={styles.sum}>
              {formatPrice(order.items)} + {shippingText(order.shipping)} ={' '}
              {formatPrice(order.total)}
            </span>
          </li>
        ))}
      </ul>
      <Button onClick={() => onApply(plan)} aria-label={cartTexts.applyLabel(title)}>
        {cartTexts.apply}
      </Button>
    </section>
  );
}

export function OptimiseCartDialog({
  parts,
  onApply,
  onClose,
}: {
  parts: readonly BuildPart[];
  /** The build with the chosen plan applied, and the plan's total with shipping. */
  onApply: (next: BuildPart[], total: number) => void;
  onClose: () => void;
}) {
  const apply = (plan: CartPlanAnswer) => onApply(applyPlan(parts, plan), plan.total);
  const request = useMemo(() => cartRequestOf(parts), [parts]);
  const query = useQuery({
    queryKey: ['cart-optimise', request] as const,
    queryFn: ({ signal }) => optimiseCart(request!, signal),
    enabled: request !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const answer = query.data;
  const current = answer?.current;
  const cheapest = answer?.cheapest;
  const already = answer && current && answer.saving === 0 && current.unavailable.length === 0;
  const single = answer?.singleStore;
  const singleSaving =
    single && current && answer.saving !== null
      ? Math.round((current.total - single.total) * 100) / 100
      : null;

  return (
    <Modal title={builderTexts.optimise} onClose={onClose} width={640}>
      {request === null ? (
        <p className={styles.note}>{cartTexts.nothingToOptimise}</p>
      ) : query.isPending ? (
        <p className={styles.note} role="status">
          {cartTexts.finding}
        </p>
      ) : query.isError || !answer || !cheapest ? (
        <div role="alert" className={styles.error}>
          <p>{optimiseMessages.failed}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {cartTexts.tryAgain}
          </Button>
        </div>
      ) : (
        <>
          {current ? (
            <p className={styles.current}>
              {cartTexts.currentCart}: <strong>{formatPrice(current.total)}</strong> (
              {formatPrice(current.items)} + {shippingText(current.shipping)})
            </p>
          ) : null}
          {already ? (
            <p className={styles.note} role="status">
              {cartTexts.alreadyCheapest}
            </p>
          ) : null}
          {cheapest.choices.length ? (
            <PlanView
              title={cartTexts.cheapestCart}
              plan={cheapest}
              saving={answer.saving}
              onApply={apply}
            />
          ) : null}
          {single ? (
            <PlanView
              title={cartTexts.singleStore(single.merchants[0]?.merchantName ?? '')}
              plan={single}
              saving={singleSaving}
              onApply={apply}
            />
          ) : (
            <p className={styles.note}>{cartTexts.noSingleStore}</p>
          )}
          {cheapest.unavailable.length ? (
            <p className={styles.note}>{cartTexts.notInStock(cheapest.unavailable.join(', '))}</p>
          ) : null}
        </>
      )}
    </Modal>
  );
}
