import { useDraftOutcomeTexts } from '../drafts/save-outcome.js';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { AdminPanelProps, AdminSubTab, PageMeta } from '../../composition/contracts.js';
import { describeFailure, type WriteMode } from '../http/admin-http.js';
import { EditGuard } from '../http/can-edit.js';
import { EditorFrame } from '../editors/editor-frame.js';
import { failureNotice, useNotice } from '../forms/feedback.js';
import { fieldId } from '../forms/form-fields.js';
import { ImageField } from '../forms/image-field.js';
import { announceChange } from '../http/live-sync.js';
import { OtherErrors } from '../forms/other-errors.js';
import { SaveBar } from '../forms/save-bar.js';
import { draftSavedText } from '../drafts/use-draft-saver.js';
import { CountedField, SearchPreview } from './seo-fields.js';
import {
  countCustomisedRoutes,
  draftOf,
  loadSeoEntries,
  previewUrl,
  requestPreviewToken,
  sameDraft,
  saveSeoEntry,
  SEO_DESCRIPTION_MAX,
  SEO_FIELDS,
  SEO_TITLE_MAX,
  validateSeoDraft,
  type SeoDraft,
  type SeoEntry,
  type SeoRoute,
} from './seo-api.js';
import { useAdminQuery } from '../http/use-admin-query.js';
import { useFieldForm } from '../forms/use-field-form.js';

/*
 * The "SEO" sub-tab every page remote adds to its admin top tab: per route it owns, the title, meta
 * description, share image and noindex the gateway puts in the page's head. An empty field uses the
 * page's own default, worked out by the remote from the page's content (shown as the hint).
 */

export interface SeoPanelProps extends AdminPanelProps {
  /** The public routes this remote owns, in the order the selector lists them. */
  routes: readonly SeoRoute[];
}

/** The sub-tab entry for a remote's `admin.subTabs` (SEO last); its badge counts the customised routes. */
export function seoSubTab(routes: readonly SeoRoute[]): AdminSubTab {
  function RemoteSeoPanel({ onChanged }: AdminPanelProps) {
    return <SeoPanel routes={routes} onChanged={onChanged} />;
  }
  return { id: 'seo', label: 'SEO', count: () => countCustomisedRoutes(routes.map((route) => route.path)), Panel: RemoteSeoPanel };
}

export function SeoPanel({ routes, onChanged }: SeoPanelProps) {
  const query = useAdminQuery(loadSeoEntries);
  const defaults = useSeoDefaults(routes);
  const [selected, setSelected] = useState(routes[0]?.path ?? '');
  const [round, setRound] = useState(0);
  const entries = query.data;
  const retry = () => void query.reload().then(() => setRound((n) => n + 1));
  const onSaved = (saved: SeoEntry) => {
    query.setData([...(entries ?? []).filter((entry) => entry.route !== saved.route), saved]);
    onChanged();
  };
  return (
    <EditorFrame
      title="SEO"
      intro={
        <p className="admin-muted">How the page appears in search results and when its link is shared. An empty field uses the page&apos;s own content.</p>
      }
      failure={query.error && !entries ? 'Could not load the SEO settings.' : null}
      onRetry={retry}
      loading={!entries && !query.error}
    >
      {entries ? (
        <>
          {routes.length > 1 ? <RouteSelect routes={routes} selected={selected} onSelect={setSelected} /> : null}
          {routes.map((route) => (
            <SeoRouteForm
              key={`${route.path}-${round}`}
              route={route}
              hidden={route.path !== selected}
              entry={entries.find((entry) => entry.route === route.path)}
              defaults={defaults[route.path]}
              onSaved={onSaved}
            />
          ))}
        </>
      ) : null}
    </EditorFrame>
  );
}

function RouteSelect({ routes, selected, onSelect }: { routes: readonly SeoRoute[]; selected: string; onSelect: (path: string) => void }) {
  const id = useId();
  return (
    <div className="form-field admin-field admin-seo-route">
      <label htmlFor={id}>Page</label>
      <select id={id} value={selected} onChange={(event) => onSelect(event.target.value)}>
        {routes.map((route) => (
          <option key={route.path} value={route.path}>
            {route.label} ({route.path})
          </option>
        ))}
      </select>
    </div>
  );
}

/** Each route's defaults: undefined while loading, null when the page's content could not be read. */
function useSeoDefaults(routes: readonly SeoRoute[]): Record<string, PageMeta | null | undefined> {
  const [values, setValues] = useState<Record<string, PageMeta | null>>({});
  useEffect(() => {
    let active = true;
    for (const route of routes) {
      route.defaults().then(
        (found) => active && setValues((previous) => ({ ...previous, [route.path]: found })),
        (error: unknown) => {
          console.warn(`Defaults of ${route.path} failed`, error);
          if (active) setValues((previous) => ({ ...previous, [route.path]: null }));
        },
      );
    }
    return () => {
      active = false;
    };
  }, [routes]);
  return values;
}

interface SeoRouteFormProps {
  route: SeoRoute;
  hidden: boolean;
  entry: SeoEntry | undefined;
  defaults: PageMeta | null | undefined;
  onSaved: (saved: SeoEntry) => void;
}

/** One route's form; kept mounted while another route is shown, so switching keeps unsaved edits. */
function SeoRouteForm({ route, hidden, entry, defaults, onSaved }: SeoRouteFormProps) {
  const idPrefix = `seo${useId().replace(/:/g, '')}`;
  const form = useFieldForm<SeoDraft>(SEO_FIELDS, draftOf(entry), idPrefix);
  const [notice, showNotice] = useNotice();
  const [saving, setSaving] = useState(false);
  const asDraft = useDraftOutcomeTexts();
  const [draftStatus, setDraftStatus] = useState('');
  const draft = draftOf(form.value());
  const dirty = !sameDraft(draft, draftOf(entry));

  // Publish (the spec's Save: its alert and event) or Save draft (the working copy only: the 'site'
  // release keeps what visitors and the server HTML see). Reports its own failures on screen.
  const write = async (mode: 'publish' | 'draft') => {
    if (saving || !form.validate((value) => validateSeoDraft(draftOf(value)))) return;
    setSaving(true);
    try {
      const saved = await saveRoute(route.path, draft, mode);
      form.reset(draftOf(saved));
      onSaved(saved);
      if (mode === 'draft') {
        setDraftStatus(draftSavedText(new Date()));
        return;
      }
      announceChange(['seoChanged']);
      setDraftStatus('');
      const what = `SEO settings for ${route.label}`;
      showNotice({ kind: 'success', message: asDraft ? asDraft.saved(what) : `${what} saved successfully!` });
    } catch (error) {
      const failure = describeFailure(error, `Failed to save SEO settings for ${route.label}`, `Error saving SEO settings for ${route.label}`);
      form.showServerErrors(failure.fieldErrors);
      showNotice(failureNotice(failure));
    } finally {
      setSaving(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void write('publish');
  };

  const text = (name: keyof SeoDraft) => (typeof form.values[name] === 'string' ? (form.values[name] as string) : '');
  const fallback = (value: string | undefined) => (defaults === null ? null : value);
  return (
    <form hidden={hidden} aria-label={`SEO settings for ${route.label}`} onSubmit={submit} noValidate aria-busy={saving}>
      <div className="admin-seo-head">
        <p className="admin-seo-address">
          Page: <strong>{route.path}</strong>
        </p>
        <PreviewPageButton route={route} />
      </div>
      <OtherErrors messages={form.otherErrors} />
      <div className="admin-form-with-preview admin-seo-layout">
        <div className="admin-seo-fields">
          <EditGuard>
            <CountedField
              id={fieldId(idPrefix, 'title')}
              label="Title"
              value={text('title')}
              onChange={(value) => form.set('title', value)}
              max={SEO_TITLE_MAX}
              fallback={fallback(defaults?.title)}
              error={form.errors.title}
            />
            <CountedField
              id={fieldId(idPrefix, 'description')}
              label="Meta description"
              value={text('description')}
              onChange={(value) => form.set('description', value)}
              max={SEO_DESCRIPTION_MAX}
              fallback={fallback(defaults?.description)}
              error={form.errors.description}
              multiline
            />
            <ImageField
              id={fieldId(idPrefix, 'image')}
              label="Share image"
              value={text('image')}
              onChange={(url) => form.set('image', url)}
              error={form.errors.image}
              help={defaults?.image ? "Empty: the page's own image is shared." : 'Empty: no image is shared.'}
            />
            <NoindexField id={fieldId(idPrefix, 'noindex')} checked={form.values.noindex === true} onChange={(checked) => form.set('noindex', checked)} />
          </EditGuard>
        </div>
        <SearchPreview
          url={`${window.location.origin}${route.path}`}
          title={draft.title.trim() || defaults?.title || ''}
          description={draft.description.trim() || defaults?.description || ''}
          noindex={draft.noindex}
        />
      </div>
      <SaveBar
        notice={notice}
        onDismiss={() => showNotice(null)}
        onReload={() => form.reset(draftOf(entry))}
        saving={saving}
        dirty={dirty}
        label="Save SEO Settings"
        onSaveDraft={() => void write('draft')}
        draftStatus={draftStatus}
      />
    </form>
  );
}

/** The saved entry as the server answered it (a bare success answer keeps what was sent). */
async function saveRoute(path: string, draft: SeoDraft, mode: WriteMode = 'publish'): Promise<SeoEntry> {
  const answer = await saveSeoEntry(path, draft, mode);
  if (answer && typeof answer === 'object' && answer.route === path) return answer;
  const trimmed = { title: draft.title.trim(), description: draft.description.trim(), image: draft.image.trim(), noindex: draft.noindex };
  return { route: path, ...trimmed, updatedAt: new Date().toISOString() };
}

function NoindexField({ id, checked, onChange }: { id: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="form-field admin-field admin-field-wide admin-field-checkbox">
      <label htmlFor={id}>
        <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby={`${id}-help`} />
        Hide from search engines (noindex)
      </label>
      <p id={`${id}-help`} className="field-help">
        The page stays public, but search engines are asked not to list it.
      </p>
    </div>
  );
}

/**
 * Opens the route with unpublished content in a new tab. The tab is opened on the click itself (a
 * tab opened after awaiting the token would be taken for a pop-up and blocked), then sent to the URL.
 */
function PreviewPageButton({ route }: { route: SeoRoute }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setFailure(null);
    setBusy(true);
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const url = new URL(previewUrl(route.path, await requestPreviewToken(route.path)), window.location.origin).href;
      if (tab) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
    } catch (error) {
      tab?.close();
      const described = describeFailure(error, 'Could not open the preview');
      setFailure(described.detail ? `${described.message}: ${described.detail}` : described.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="admin-seo-preview-page">
      <button type="button" className="btn btn-outline btn-small" onClick={() => void open()} disabled={busy}>
        <i className="ri-eye-line" aria-hidden="true" /> Preview page
        <span className="visually-hidden"> of {route.label} with unpublished changes (opens in a new tab)</span>
      </button>
      {failure ? (
        <p className="field-error" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
