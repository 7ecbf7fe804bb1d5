import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../../lib/toast.ts';
import {
  FEED_INTERVAL_MAX,
  FEED_INTERVAL_MIN,
  FEED_SETTING_FORMATS,
  feedSettingsFormSchema,
  formFromSettings,
  settingsFromForm,
  type FeedMerchant,
  type FeedSettingsForm,
} from '../../../../../shared/feeds/schemas.ts';
import { Button } from '../../../../components/button/button.tsx';
import {
  failureMessage,
  fieldProps,
  serverFieldErrors,
  showFieldErrors,
} from '../../../../components/form-field/form-helpers.ts';
import { TextField } from '../../../../components/form-field/text-field.tsx';
import { useSaveFeedSettings } from '../../api/save-feed-settings.ts';
import { feedsTexts as t } from '../../feeds-messages.ts';
import styles from './feeds.module.css';

const FIELDS: (keyof FeedSettingsForm)[] = [
  'url',
  'format',
  'mapping',
  'intervalMinutes',
  'fullCatalogue',
  'enabled',
];

/**
 * A merchant's feed settings, checked by the rules the server applies (the shared schema); the
 * server's own refusals (a mapping the importer cannot read) go under their fields.
 */
export function FeedSettingsFormView({
  merchant,
  onDone,
}: {
  merchant: FeedMerchant;
  onDone: () => void;
}) {
  const save = useSaveFeedSettings(merchant.id);
  const ids = { format: useId(), mapping: useId(), hint: useId() };
  const { register, handleSubmit, setError, formState } = useForm<FeedSettingsForm>({
    resolver: zodResolver(feedSettingsFormSchema),
    defaultValues: formFromSettings(merchant.feed),
    reValidateMode: 'onSubmit',
  });
  const errors = formState.errors;

  const submit = handleSubmit((values) => {
    save.mutate(settingsFromForm(values), {
      onSuccess: () => {
        toast.success(t.saved(merchant.name));
        onDone();
      },
      onError: (error) => {
        if (showFieldErrors(setError, serverFieldErrors(error), FIELDS, { focus: true })) return;
        setError('root.server', { type: 'server', message: failureMessage(error, t.saveFailed) });
      },
    });
  });

  return (
    <form
      className={styles.form}
      aria-label={t.formLabel(merchant.name)}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      {errors.root?.server ? (
        <p role="alert" className={`${styles.error} ${styles.wide}`}>
          {errors.root.server.message}
        </p>
      ) : null}
      <div className={styles.wide}>
        <TextField
          label={t.urlLabel}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          error={errors.url?.message}
          announceError
          {...fieldProps(register('url'))}
        />
        <p className={styles.hint}>{t.urlHint}</p>
      </div>
      <div className={styles.selectField}>
        <label htmlFor={ids.format} className={styles.label}>
          {t.formatLabel}
        </label>
        <select id={ids.format} className={styles.select} {...register('format')}>
          {FEED_SETTING_FORMATS.map((format) => (
            <option key={format} value={format}>
              {t.formats[format]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t.intervalLabel}
        type="number"
        inputMode="numeric"
        min={FEED_INTERVAL_MIN}
        max={FEED_INTERVAL_MAX}
        step={1}
        error={errors.intervalMinutes?.message}
        announceError
        {...fieldProps(register('intervalMinutes', { valueAsNumber: true }))}
      />
      <div className={`${styles.selectField} ${styles.wide}`}>
        <label htmlFor={ids.mapping} className={styles.label}>
          {t.mappingLabel}
        </label>
        <textarea
          id={ids.mapping}
          className={styles.textarea}
          spellCheck={false}
          aria-invalid={errors.mapping ? true : undefined}
          aria-describedby={errors.mapping ? `${ids.hint} ${ids.mapping}-error` : ids.hint}
          placeholder='{ "columns": { "price": "Cost" } }'
          {...register('mapping')}
        />
        <p id={ids.hint} className={styles.hint}>
          {t.mappingHint}
        </p>
        {errors.mapping ? (
          <p id={`${ids.mapping}-error`} role="alert" className={styles.fieldError}>
            {errors.mapping.message}
          </p>
        ) : null}
      </div>
      <label className={`${styles.check} ${styles.wide}`}>
        <input type="checkbox" {...register('fullCatalogue')} />
        <span>{t.fullLabel}</span>
      </label>
      <label className={`${styles.check} ${styles.wide}`}>
        <input type="checkbox" {...register('enabled')} />
        <span>{t.enabledLabel}</span>
      </label>
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
