import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { BuildSummary } from '../../../../shared/build/schema.ts';
import {
  GALLERY_TITLE_MAX,
  GALLERY_TITLE_MIN,
  GALLERY_WRITE_UP_MAX,
  galleryMessages,
} from '../../../../shared/gallery/limits.ts';
import { Button } from '../../../components/button/button.tsx';
import { ButtonLink } from '../../../components/button/button-link.tsx';
import { failureMessage } from '../../../components/form-field/form-helpers.ts';
import { TextField } from '../../../components/form-field/text-field.tsx';
import { LoadState } from '../../../components/load-state/load-state.tsx';
import { PageBand } from '../../../components/page-band/page-band.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useUserBuilds } from '../../../queries/list-user-builds.ts';
import { useSession } from '../../../stores/session.ts';
import { usePublishGalleryEntry } from '../api/publish-gallery-entry.ts';
import { PhotoPicker } from '../components/photo-picker.tsx';
import { usePhotoUploads } from '../components/use-photo-uploads.ts';
import { placeServerErrors, type PublishField } from '../lib/server-errors.ts';
import { galleryTexts } from '../messages.ts';
import { publishTexts as t } from '../publish-texts.ts';
import styles from './publish.module.css';
import page from './gallery.module.css';

/**
 * /completed-builds/publish (`?build=<id>` chooses the build): a signed-in user publishes one of
 * their saved builds with a title, a write-up and up to six photos, each uploaded as it is
 * chosen. A signed-out visitor is asked to log in first and comes back here.
 */
export function PublishPage() {
  useDocumentTitle(t.heading);
  const session = useSession();
  const { pathname, search } = useLocation();
  return (
    <div className={page.page}>
      <PageBand
        heading={t.heading}
        lead={t.lead}
        breadcrumb={{
          label: 'Breadcrumb',
          crumbs: [{ text: galleryTexts.heading, to: '/completed-builds' }, { text: t.heading }],
        }}
      />
      <div className={page.inner}>
        {session ? (
          <PublishForm userId={session.user._id} />
        ) : (
          <div className={page.problem}>
            <p>{t.logInFirst}</p>
            <ButtonLink
              to={`/auth?next=${encodeURIComponent(pathname + search)}`}
              variant="primary"
            >
              {t.logIn}
            </ButtonLink>
          </div>
        )}
      </div>
    </div>
  );
}

function PublishForm({ userId }: { userId: string }) {
  const builds = useUserBuilds(userId);
  if (!builds.data)
    return (
      <LoadState
        query={builds}
        texts={{ loading: t.loadingBuilds, loadFailed: t.buildsFailed, retry: galleryTexts.retry }}
        loadingClassName={page.status}
        failedClassName={page.problem}
        errorClassName={page.error}
      />
    );
  if (builds.data.length === 0)
    return (
      <div className={page.problem}>
        <p>{t.noBuilds}</p>
        <ButtonLink to="/builder" variant="primary">
          {t.openBuilder}
        </ButtonLink>
      </div>
    );
  return <PublishFields builds={builds.data} />;
}

type Errors = Partial<Record<PublishField, string>>;

function PublishFields({ builds }: { builds: BuildSummary[] }) {
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const asked = builds.find((b) => b._id === params.get('build'));
  const [buildId, setBuildId] = useState(asked?._id ?? '');
  const [title, setTitle] = useState(asked?.buildName.slice(0, GALLERY_TITLE_MAX) ?? '');
  const [writeUp, setWriteUp] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const photos = usePhotoUploads();
  const publish = usePublishGalleryEntry();
  const buildRef = useRef<HTMLSelectElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const writeUpRef = useRef<HTMLTextAreaElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const chooseBuild = (next: string) => {
    const before = builds.find((b) => b._id === buildId)?.buildName ?? '';
    const chosen = builds.find((b) => b._id === next);
    setBuildId(next);
    // The title follows the chosen build's name until the user writes their own.
    if (chosen && (title.trim() === '' || title === before.slice(0, GALLERY_TITLE_MAX)))
      setTitle(chosen.buildName.slice(0, GALLERY_TITLE_MAX));
    setErrors(({ buildId: _gone, ...rest }) => rest);
  };

  const focusFirst = (found: Errors) => {
    if (found.buildId) buildRef.current?.focus();
    else if (found.title) titleRef.current?.focus();
    else if (found.writeUp) writeUpRef.current?.focus();
    else if (found.photo)
      formRef.current?.querySelector<HTMLButtonElement>('fieldset button')?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found: Errors = {};
    if (!buildId) found.buildId = galleryMessages.buildId;
    const trimmed = title.trim();
    if (trimmed.length < GALLERY_TITLE_MIN || trimmed.length > GALLERY_TITLE_MAX)
      found.title = galleryMessages.title;
    if (writeUp.trim().length > GALLERY_WRITE_UP_MAX) found.writeUp = galleryMessages.writeUp;
    if (photos.uploading) found.photo = t.waitForUploads;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    publish.mutate(
      { buildId, title: trimmed, writeUp: writeUp.trim(), photoIds: photos.photoIds },
      {
        onSuccess: (entry) => {
          toast.success(t.published);
          void navigate(`/completed-builds/${encodeURIComponent(entry.id)}`);
        },
        onError: (error) => {
          const placed =
            error instanceof ApiError
              ? placeServerErrors(error.message, error.fieldErrors)
              : { fields: {}, form: failureMessage(error, t.publishFailed) };
          setErrors(placed.fields);
          setFormError(placed.form);
          focusFirst(placed.fields);
        },
      },
    );
  };

  const fieldError = (field: PublishField) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className={styles.error}>
        {errors[field]}
      </p>
    ) : null;
  const describedBy = (field: PublishField, ...more: string[]) =>
    [...more, errors[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
      <div className={styles.field}>
        <label htmlFor={`${id}-build`} className={styles.label}>
          {t.build}
        </label>
        <select
          ref={buildRef}
          id={`${id}-build`}
          className={styles.input}
          value={buildId}
          aria-invalid={errors.buildId ? true : undefined}
          aria-describedby={describedBy('buildId')}
          onChange={(event) => chooseBuild(event.target.value)}
        >
          <option value="">{t.chooseBuild}</option>
          {builds.map((build) => (
            <option key={build._id} value={build._id}>
              {build.buildName}
            </option>
          ))}
        </select>
        {fieldError('buildId')}
      </div>
      <TextField
        label={t.title}
        inputRef={titleRef}
        value={title}
        maxLength={GALLERY_TITLE_MAX}
        error={errors.title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <div className={styles.field}>
        <label htmlFor={`${id}-write-up`} className={styles.label}>
          {t.writeUp}
        </label>
        <p id={`${id}-write-up-hint`} className={styles.hint}>
          {t.writeUpHint}
        </p>
        <textarea
          ref={writeUpRef}
          id={`${id}-write-up`}
          className={`${styles.input} ${styles.textarea}`}
          rows={8}
          value={writeUp}
          maxLength={GALLERY_WRITE_UP_MAX}
          aria-invalid={errors.writeUp ? true : undefined}
          aria-describedby={describedBy('writeUp', `${id}-write-up-hint`, `${id}-counter`)}
          onChange={(event) => setWriteUp(event.target.value)}
        />
        <p id={`${id}-counter`} className={styles.counter}>
          {t.counter(writeUp.length)}
        </p>
        {fieldError('writeUp')}
      </div>
      <PhotoPicker
        items={photos.items}
        errors={[...photos.problems, ...(errors.photo ? [errors.photo] : [])]}
        title={title.trim()}
        onAdd={(files) => {
          setErrors(({ photo: _gone, ...rest }) => rest);
          photos.add(files);
        }}
        onRemove={photos.remove}
      />
      {formError ? (
        <p role="alert" className={styles.error}>
          {formError}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <Button
          type="submit"
          variant="primary"
          disabled={publish.isPending}
          aria-busy={publish.isPending}
        >
          {publish.isPending ? t.submitting : t.submit}
        </Button>
      </div>
    </form>
  );
}
