import { canonicalLocaleTag, languageNameIn, languageSettingsProblems, type SiteLocale } from '@pharma/shared';
import { useId, useState, type FormEvent } from 'react';
import type { StoredLanguages } from './languages-api';

interface FormProps {
  source: StoredLanguages;
  canEdit: boolean;
  onSave: (settings: StoredLanguages) => Promise<void>;
}

const ONLY_TRANSLATED = '';

/** 'German (de)': the dashboard reads English. */
const nameOf = (tag: string) => `${languageNameIn(tag, 'en')} (${tag})`;

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** The list of languages: each one's fallback and the order (the default is fixed: every page is written in it); a tag to add below it. */
export function LanguagesForm({ source, canEdit, onSave }: FormProps) {
  const defaultLocale = source.defaultLocale;
  const [locales, setLocales] = useState<SiteLocale[]>(source.locales);
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const update = (next: SiteLocale[]) => {
    setLocales(next);
    setProblems([]);
  };
  const setFallback = (tag: string, fallback: string) =>
    update(locales.map((locale) => (locale.tag === tag ? { ...locale, fallback: fallback === ONLY_TRANSLATED ? null : fallback } : locale)));
  const remove = (tag: string) =>
    update(locales.filter((locale) => locale.tag !== tag).map((l) => (l.fallback === tag ? { ...l, fallback: defaultLocale } : l)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = languageSettingsProblems({ defaultLocale, locales });
    setProblems(found);
    if (found.length) return;
    setSaving(true);
    await onSave({ defaultLocale, locales, version: source.version });
    setSaving(false);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Languages">
      <fieldset className="admin-edit-guard" disabled={!canEdit}>
        <table className="admin-table admin-languages">
          <caption className="visually-hidden">Languages of the site, in the order the language switcher lists them</caption>
          <thead>
            <tr>
              <th scope="col">Language</th>
              <th scope="col">Where a field is not translated</th>
              <th scope="col" className="admin-col-actions">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {locales.map((locale, index) => (
              <LanguageRow
                key={locale.tag}
                locale={locale}
                others={locales.filter((other) => other.tag !== locale.tag).map((other) => other.tag)}
                isDefault={locale.tag === defaultLocale}
                onFallback={(fallback) => setFallback(locale.tag, fallback)}
                onUp={index > 0 ? () => update(moved(locales, index, index - 1)) : undefined}
                onDown={index < locales.length - 1 ? () => update(moved(locales, index, index + 1)) : undefined}
                onRemove={locale.tag === defaultLocale ? undefined : () => remove(locale.tag)}
              />
            ))}
          </tbody>
        </table>
        <AddLanguage taken={locales.map((locale) => locale.tag)} onAdd={(tag) => update([...locales, { tag, fallback: defaultLocale }])} />
      </fieldset>
      {problems.length ? (
        <ul className="alert alert-error" role="alert" aria-label="Problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {canEdit ? (
        <div className="admin-form-actions">
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? 'Saving...' : 'Save languages'}
          </button>
        </div>
      ) : null}
    </form>
  );
}

interface RowProps {
  locale: SiteLocale;
  others: string[];
  isDefault: boolean;
  onFallback: (fallback: string) => void;
  onUp?: () => void;
  onDown?: () => void;
  onRemove?: () => void;
}

function LanguageRow({ locale, others, isDefault, onFallback, onUp, onDown, onRemove }: RowProps) {
  const name = nameOf(locale.tag);
  return (
    <tr>
      <th scope="row">
        {name}
        {isDefault ? (
          <>
            {' '}
            <span className="badge">Default</span>
          </>
        ) : null}
      </th>
      <td>
        {isDefault ? (
          <span className="admin-muted">Every page is written in it first</span>
        ) : (
          <select aria-label={`Where ${name} has no translation`} value={locale.fallback ?? ONLY_TRANSLATED} onChange={(e) => onFallback(e.target.value)}>
            {others.map((tag) => (
              <option key={tag} value={tag}>
                Show the text of {nameOf(tag)}
              </option>
            ))}
            <option value={ONLY_TRANSLATED}>Show only translated pages</option>
          </select>
        )}
      </td>
      <td className="admin-col-actions">
        <button type="button" className="icon-button" aria-label={`Move ${name} up`} disabled={!onUp} onClick={onUp}>
          <i className="ri-arrow-up-line" aria-hidden="true" />
        </button>
        <button type="button" className="icon-button" aria-label={`Move ${name} down`} disabled={!onDown} onClick={onDown}>
          <i className="ri-arrow-down-line" aria-hidden="true" />
        </button>
        <button type="button" className="icon-button" aria-label={`Remove ${name}`} disabled={!onRemove} onClick={onRemove}>
          <i className="ri-delete-bin-line" aria-hidden="true" />
        </button>
      </td>
    </tr>
  );
}

/** A BCP 47 tag, checked and written canonically as it is added ('pt-br' → 'pt-BR'). */
function AddLanguage({ taken, onAdd }: { taken: string[]; onAdd: (tag: string) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const add = () => {
    const tag = canonicalLocaleTag(text);
    if (!tag) return setError(`'${text.trim()}' is not a language tag. Use a BCP 47 tag such as de, fr, pt-BR, zh-Hans or ar.`);
    if (taken.includes(tag)) return setError(`${nameOf(tag)} is in the list already.`);
    onAdd(tag);
    setText('');
    setError('');
  };
  return (
    <div className={`form-field admin-field${error ? ' has-error' : ''}`}>
      <label htmlFor={`${id}-tag`}>Language tag</label>
      <div className="admin-inline-field">
        <input
          id={`${id}-tag`}
          type="text"
          value={text}
          placeholder="e.g. de, pt-BR, zh-Hans"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-tag-error` : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="btn btn-outline btn-small" onClick={add}>
          <i className="ri-add-line" aria-hidden="true" /> Add language
        </button>
      </div>
      {error ? (
        <p id={`${id}-tag-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
