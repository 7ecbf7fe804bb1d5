import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '../../../../lib/toast.ts';
import type { FeedMerchant } from '../../../../../shared/feeds/schemas.ts';
import { Button } from '../../../../components/button/button.tsx';
import {
  failureMessage,
  fieldProps,
  serverFieldErrors,
  showFieldErrors,
} from '../../../../components/form-field/form-helpers.ts';
import { TextField } from '../../../../components/form-field/text-field.tsx';
import { useSaveMerchantShipping } from '../../api/save-merchant-shipping.ts';
import { feedsTexts as t } from '../../feeds-messages.ts';
import {
  formFromRule,
  ruleFromForm,
  shippingFormSchema,
  type ShippingForm,
} from '../../lib/shipping-form.ts';
import styles from './feeds.module.css';

const FIELDS: (keyof ShippingForm)[] = ['flat', 'perItem', 'freeOver'];

/**
 * A merchant's shipping rule: a flat charge per order, a charge per item, and the order subtotal
 * from which shipping is free (empty: never). Checked by the rules the server applies; the
 * server's own refusals go under their fields.
 */
export function ShippingFormView({
  merchant,
  onDone,
}: {
  merchant: FeedMerchant;
  onDone: () => void;
}) {
  const save = useSaveMerchantShipping(merchant.id);
  const { register, handleSubmit, setError, formState } = useForm<ShippingForm>({
    resolver: zodResolver(shippingFormSchema),
    defaultValues: formFromRule(merchant.shipping),
    reValidateMode: 'onSubmit',
  });
  const errors = formState.errors;

  const submit = handleSubmit((values) => {
    save.mutate(ruleFromForm(values), {
      onSuccess: () => {
        toast.success(t.shippingSaved(merchant.name));
        onDone();
      },
      onError: (error) => {
        if (showFieldErrors(setError, serverFieldErrors(error), FIELDS, { focus: true })) return;
        setError('root.server', {
          type: 'server',
          message: failureMessage(error, t.shippingSaveFailed),
        });
      },
    });
  });

  const amount = { type: 'text', inputMode: 'decimal', autoComplete: 'off' } as const;

  return (
    <form
      className={styles.form}
      aria-label={t.shippingFormLabel(merchant.name)}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      {errors.root?.server ? (
        <p role="alert" className={`${styles.error} ${styles.wide}`}>
          {errors.root.server.message}
        </p>
      ) : null}
      <TextField
        label={t.flatLabel}
        {...amount}
        error={errors.flat?.message}
        announceError
        {...fieldProps(register('flat'))}
      />
      <div>
        <TextField
          label={t.perItemLabel}
          {...amount}
          error={errors.perItem?.message}
          announceError
          {...fieldProps(register('perItem'))}
        />
        <p className={styles.hint}>{t.perItemHint}</p>
      </div>
      <div>
        <TextField
          label={t.freeOverLabel}
          {...amount}
          placeholder={t.freeOverPlaceholder}
          error={errors.freeOver?.message}
          announceError
          {...fieldProps(register('freeOver'))}
        />
        <p className={styles.hint}>{t.freeOverHint}</p>
      </div>
      <div className={`${styles.buttons} ${styles.wide}`}>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? t.saving : t.save}
        </Button>
        <Button variant="outline" onClick={onDone}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
