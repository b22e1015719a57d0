import { collectionLabel, describeFailure, localInputToIso, NoticeBanner, reviewFailure, useNotice, type UnpublishableItem } from '@pharma/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { fetchUnpublishable, itemText, SCHEDULE_TEXTS, scheduleUnpublish } from './schedules-api';

export interface PageOption {
  key: string;
  label: string;
}

const keyOf = (item: UnpublishableItem) => `${item.collection}/${item.id}`;

/** The page's items, one option group per collection, so two items of the same label can be told apart. */
function ItemOptions({ items }: { items: UnpublishableItem[] }) {
  const groups = new Map<string, UnpublishableItem[]>();
  for (const item of items) groups.set(item.collection, [...(groups.get(item.collection) ?? []), item]);
  return [...groups].map(([collection, members]) => (
    <optgroup key={collection} label={collectionLabel(collection)}>
      {members.map((item) => (
        <option key={keyOf(item)} value={keyOf(item)}>
          {itemText(item)}
        </option>
      ))}
    </optgroup>
  ));
}

type Problems = { item?: string; at?: string };

/**
 * "Schedule an unpublish": a published item of a page leaves what visitors see at a chosen time
 * (`POST /api/schedules`, action unpublish). The items are the page's release, read when the page
 * is chosen; the time is entered in local time and sent as UTC.
 */
export function UnpublishForm({ pages, onScheduled }: { pages: PageOption[]; onScheduled: () => Promise<void> }) {
  const id = useId();
  const [page, setPage] = useState('');
  const [items, setItems] = useState<UnpublishableItem[] | null>(null);
  const [itemsError, setItemsError] = useState('');
  const [item, setItem] = useState('');
  const [at, setAt] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const [notice, showNotice] = useNotice();
  // The page whose items are awaited: an answer for a page chosen before is dropped.
  const awaited = useRef('');

  const choosePage = (next: string) => {
    setPage(next);
    setItem('');
    setItems(null);
    setItemsError('');
    awaited.current = next;
    if (!next) return;
    fetchUnpublishable(next).then(
      (list) => awaited.current === next && setItems(list),
      (error: unknown) => {
        const failure = describeFailure(error, SCHEDULE_TEXTS.itemsFailed);
        if (awaited.current === next) setItemsError([failure.message, failure.detail].filter(Boolean).join(': '));
      },
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = items?.find((candidate) => keyOf(candidate) === item);
    const iso = localInputToIso(at);
    const found: Problems = {
      ...(chosen ? {} : { item: SCHEDULE_TEXTS.chooseItem }),
      ...(iso && Date.parse(iso) > Date.now() ? {} : { at: SCHEDULE_TEXTS.chooseFuture }),
    };
    setProblems(found);
    if (!chosen || !iso || found.at) return;
    setBusy(true);
    try {
      await scheduleUnpublish(page, chosen, iso, reason.trim());
      showNotice({ kind: 'success', message: SCHEDULE_TEXTS.unpublishScheduled });
      setItem('');
      setAt('');
      setReason('');
      await onScheduled();
    } catch (error) {
      showNotice(reviewFailure(error, SCHEDULE_TEXTS.unpublishFailed));
    } finally {
      setBusy(false);
    }
  };

  const placeholder = !page
    ? 'Choose a page first'
    : itemsError
      ? 'Not available'
      : !items
        ? 'Loading…'
        : items.length
          ? 'Choose an item'
          : SCHEDULE_TEXTS.noPublishedItems;
  const problem = (field: keyof Problems) =>
    problems[field] ? (
      <p id={`${id}-${field}-problem`} className="field-error" role="alert">
        {problems[field]}
      </p>
    ) : null;
  const invalid = (field: keyof Problems) => (problems[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-problem` } : {});

  return (
    <section className="admin-unpublish" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Schedule an unpublish</h3>
      <form className="admin-activity-filters" onSubmit={(event) => void submit(event)} noValidate>
        <div className="form-field">
          <label htmlFor={`${id}-page`}>Page</label>
          <select id={`${id}-page`} value={page} required onChange={(event) => choosePage(event.target.value)}>
            <option value="">Choose a page</option>
            {pages.map((option) => (
              <option key={option.key} value={option.key}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-item`}>Item</label>
          <select id={`${id}-item`} value={item} required disabled={!items?.length} onChange={(event) => setItem(event.target.value)} {...invalid('item')}>
            <option value="">{placeholder}</option>
            {items ? <ItemOptions items={items} /> : null}
          </select>
          {problem('item')}
          {itemsError ? (
            <p className="field-error" role="alert">
              {itemsError}
            </p>
          ) : null}
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-at`}>Unpublish at</label>
          <input id={`${id}-at`} type="datetime-local" value={at} required onChange={(event) => setAt(event.target.value)} {...invalid('at')} />
          {problem('at')}
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-reason`}>Reason</label>
          <input
            id={`${id}-reason`}
            type="text"
            maxLength={500}
            value={reason}
            aria-describedby={`${id}-reason-hint`}
            onChange={(event) => setReason(event.target.value)}
          />
          <p id={`${id}-reason-hint`} className="field-help">
            {SCHEDULE_TEXTS.reasonHint}
          </p>
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Schedule unpublish
        </button>
      </form>
      <NoticeBanner notice={notice} onDismiss={() => showNotice(null)} />
    </section>
  );
}
