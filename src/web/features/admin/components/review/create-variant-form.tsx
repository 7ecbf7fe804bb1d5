import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../../lib/toast.ts';
import {
  CATALOG_TYPES,
  MAIN_CATEGORIES,
  mainCategoryForType,
} from '../../../../../shared/catalog/types.ts';
import {
  createFromFeedItemSchema,
  type CreateFromFeedItemRequest,
  type FeedItem,
} from '../../../../../shared/feeds/schemas.ts';
import { Button } from '../../../../components/button/button.tsx';
import {
  failureMessage,
  fieldProps,
  serverFieldErrors,
  showFieldErrors,
} from '../../../../components/form-field/form-helpers.ts';
import { TextField } from '../../../../components/form-field/text-field.tsx';
import { Modal } from '../../../../components/modal/modal.tsx';
import { useCreateFromFeedItem } from '../../api/create-from-feed-item.ts';
import { reviewTexts as t } from '../../feeds-messages.ts';
import { createDefaults } from '../../lib/create-defaults.ts';
import styles from '../feeds/feeds.module.css';

const FIELDS: (keyof CreateFromFeedItemRequest)[] = [
  'type',
  'partName',
  'brand',
  'model',
  'upc',
  'mpn',
];

/** The catalogue types by main category, for the type select. */
const TYPE_GROUPS = MAIN_CATEGORIES.map((c) => ({
  label: c.label,
  types: CATALOG_TYPES.filter((type) => mainCategoryForType(type.key) === c.slug),
})).filter((g) => g.types.length > 0);

/**
 * Create: a new product group and variant for the item, pre-filled from the item and the
 * classifier's suggestion, checked by the server's rules; the item is linked to it.
 */
export function CreateVariantForm({ item, onClose }: { item: FeedItem; onClose: () => void }) {
  const create = useCreateFromFeedItem(item);
  const typeId = useId();
  const typeSelect = useRef<HTMLSelectElement | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<CreateFromFeedItemRequest>({
    resolver: zodResolver(createFromFeedItemSchema),
    defaultValues: createDefaults(item),
    reValidateMode: 'onSubmit',
  });
  const errors = formState.errors;

  const submit = handleSubmit((values) => {
    create.mutate(values, {
      onSuccess: () => {
        toast.success(t.created(`${values.brand} ${values.partName}`));
        onClose();
      },
      onError: (error) => {
        if (showFieldErrors(setError, serverFieldErrors(error), FIELDS, { focus: true })) return;
        setError('root.server', { type: 'server', message: failureMessage(error, t.createFailed) });
      },
    });
  });
  const { ref: typeRef, ...typeProps } = register('type');

  return (
    <Modal title={t.createTitle} onClose={onClose} width={640} initialFocus={typeSelect}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <p className={`${styles.example} ${styles.wide}`}>{item.title}</p>
        {errors.root?.server ? (
          <p role="alert" className={`${styles.error} ${styles.wide}`}>
            {errors.root.server.message}
          </p>
        ) : null}
        <div className={`${styles.selectField} ${styles.wide}`}>
          <label htmlFor={typeId} className={styles.label}>
            {t.typeLabel}
          </label>
          <select
            id={typeId}
            className={styles.select}
            aria-invalid={errors.type ? true : undefined}
            aria-describedby={errors.type ? `${typeId}-error` : undefined}
            {...typeProps}
            ref={(element) => {
              typeRef(element);
              typeSelect.current = element;
            }}
          >
            <option value="">{t.chooseType}</option>
            {TYPE_GROUPS.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.types.map((type) => (
                  <option key={type.key} value={type.key}>
                    {type.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {errors.type ? (
            <p id={`${typeId}-error`} role="alert" className={styles.fieldError}>
              {errors.type.message}
            </p>
          ) : null}
        </div>
        <TextField
          className={styles.wide}
          label={t.partNameLabel}
          error={errors.partName?.message}
          announceError
          {...fieldProps(register('partName'))}
        />
        <TextField
          label={t.brandLabel}
          error={errors.brand?.message}
          announceError
          {...fieldProps(register('brand'))}
        />
        <TextField
          label={t.modelLabel}
          error={errors.model?.message}
          announceError
          {...fieldProps(register('model'))}
        />
        <TextField
          label={t.upcLabel}
          inputMode="numeric"
          error={errors.upc?.message}
          announceError
          {...fieldProps(register('upc'))}
        />
        <TextField
          label={t.mpnLabel}
          error={errors.mpn?.message}
          announceError
          {...fieldProps(register('mpn'))}
        />
        <div className={`${styles.buttons} ${styles.wide}`}>
          <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
            {create.isPending ? t.creating : t.createSubmit}
          </Button>
          <Button variant="outline" onClick={onClose}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
