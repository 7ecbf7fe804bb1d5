import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../../../lib/toast.ts';
import type { FeedItem, VariantHit } from '../../../../../shared/feeds/schemas.ts';
import { failureMessage } from '../../../../components/form-field/form-helpers.ts';
import { TextField } from '../../../../components/form-field/text-field.tsx';
import { Modal } from '../../../../components/modal/modal.tsx';
import { useLinkFeedItem } from '../../api/link-feed-item.ts';
import { useVariantSearch } from '../../api/search-variants.ts';
import { reviewTexts as t } from '../../feeds-messages.ts';
import styles from '../feeds/feeds.module.css';

const DEBOUNCE_MS = 250;

interface Choice {
  variantId: string;
  name: string;
  detail: string;
}

const hitChoice = (v: VariantHit): Choice => ({
  variantId: v.variantId,
  name: `${v.brand} ${v.groupName} ${v.model}`,
  detail: [v.typeLabel, v.upc && `UPC ${v.upc}`, v.mpn && `MPN ${v.mpn}`]
    .filter(Boolean)
    .join(' · '),
});

/**
 * Link: a dialog with the item's closest variants first, and a search of the catalogue by brand,
 * part name, model, UPC or part number. Choosing one links the item at once.
 */
export function VariantPicker({ item, onClose }: { item: FeedItem; onClose: () => void }) {
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const input = useRef<HTMLInputElement | null>(null);
  const resultsId = useId();
  const search = useVariantSearch(term);
  const link = useLinkFeedItem(item);

  useEffect(() => {
    const timer = setTimeout(() => setTerm(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const choose = (choice: Choice) =>
    link.mutate(choice.variantId, {
      onSuccess: () => {
        toast.success(t.linked(item.title, choice.name));
        onClose();
      },
      onError: (error) => toast.error(failureMessage(error, t.linkFailed)),
    });

  const candidates: Choice[] = item.candidates.map((c) => ({
    variantId: c.variantId,
    name: `${c.brand} ${c.name}`,
    detail: `${c.typeLabel} · ${t.score(c.score)}`,
  }));
  const found = term.trim() ? (search.data ?? []).map(hitChoice) : [];

  return (
    <Modal title={t.linkTitle} onClose={onClose} initialFocus={input} width={640}>
      <div className={styles.picker}>
        <p className={styles.example}>{item.title}</p>
        <TextField
          label={t.pickerLabel}
          type="search"
          autoComplete="off"
          placeholder={t.pickerHint}
          value={text}
          aria-controls={resultsId}
          inputRef={input}
          onChange={(event) => setText(event.target.value)}
        />
        {candidates.length ? (
          <ChoiceList
            label={t.suggested}
            choices={candidates}
            busy={link.isPending}
            onChoose={choose}
          />
        ) : null}
        <div id={resultsId} aria-live="polite">
          {!term.trim() ? null : search.isError ? (
            <p role="alert" className={styles.error}>
              {failureMessage(search.error, t.searchFailed)}
            </p>
          ) : !search.data ? (
            <p role="status">{t.searching}</p>
          ) : found.length ? (
            <ChoiceList label={t.results} choices={found} busy={link.isPending} onChoose={choose} />
          ) : (
            <p>{t.noResults}</p>
          )}
        </div>
      </div>
    </Modal>
  );
}

function ChoiceList({
  label,
  choices,
  busy,
  onChoose,
}: {
  label: string;
  choices: Choice[];
  busy: boolean;
  onChoose: (choice: Choice) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.label}>
        {label}
      </h3>
      <ul className={styles.options}>
        {choices.map((choice) => (
          <li key={choice.variantId}>
            <button
              type="button"
              className={styles.option}
              aria-label={t.choose(choice.name)}
              disabled={busy}
              onClick={() => onChoose(choice)}
            >
              <span className={styles.optionName}>{choice.name}</span>
              <span className={styles.example}>{choice.detail}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
