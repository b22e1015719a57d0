import { createContext, type Context, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { PREVIEW_MESSAGE, type PreviewUpdate } from '../../http/preview-overlay.js';
import { previewUrl, requestPreviewToken } from '../seo/seo-api.js';

/*
 * Live preview: "Preview" opens the page beside the form, rendered by its real remote
 * through the gateway (`/<route>?preview=<token>`: the working copy, noindex, a "Preview" banner),
 * and every kit editor posts its unsaved form state to that frame as it is typed. The page applies
 * it at its read layer (shared/src/http/preview-overlay.ts) and re-renders: nothing is saved.
 */

interface PreviewApi {
  route: string;
  open: boolean;
  toggle: () => void;
  post: (path: string, id: string | undefined, data: Record<string, unknown> | null) => void;
}

/*
 * One context object for the page: @pharma/shared is not federated, so mf-admin (which provides it
 * around a page tab) and the page remote (whose editors use it) each bundle this module; React is
 * shared, so the same context object on globalThis joins them.
 */
const scope = globalThis as typeof globalThis & { __pharmaPreviewContext?: Context<PreviewApi | null> };
const PreviewContext = (scope.__pharmaPreviewContext ??= createContext<PreviewApi | null>(null));

/** The id a new item (no id yet) is previewed under: appended to its list. */
export const NEW_ITEM_PREVIEW_ID = 'preview-new-item';

/**
 * Around a page's editors (mf-admin puts it around each page tab): holds the preview frame and
 * the latest state of each open form, re-sent when the frame (re)loads.
 */
export function PreviewProvider({ route, children }: { route: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const frame = useRef<HTMLIFrameElement | null>(null);
  const latest = useRef(new Map<string, PreviewUpdate>());

  const send = useCallback((update: PreviewUpdate) => {
    // Target origin = the site's own: the message never reaches a frame navigated elsewhere.
    frame.current?.contentWindow?.postMessage(update, window.location.origin);
  }, []);

  const post = useCallback(
    (path: string, id: string | undefined, data: Record<string, unknown> | null) => {
      const update: PreviewUpdate = { type: PREVIEW_MESSAGE, path, id, data };
      const key = `${path}#${id ?? ''}`;
      if (data === null) latest.current.delete(key);
      else latest.current.set(key, update);
      send(update);
    },
    [send],
  );

  const resend = useCallback(() => latest.current.forEach(send), [send]);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  useEffect(() => {
    document.body.classList.toggle('admin-preview-open', open);
    return () => document.body.classList.remove('admin-preview-open');
  }, [open]);

  const api = useMemo(() => ({ route, open, toggle, post }), [route, open, toggle, post]);
  return (
    <PreviewContext.Provider value={api}>
      {children}
      {open ? <PreviewDock route={route} frame={frame} onLoad={resend} onClose={toggle} /> : null}
    </PreviewContext.Provider>
  );
}

function PreviewDock({
  route,
  frame,
  onLoad,
  onClose,
}: {
  route: string;
  frame: React.RefObject<HTMLIFrameElement | null>;
  onLoad: () => void;
  onClose: () => void;
}) {
  const { src, failure } = usePreviewLink(route);
  const [shared, setMessage] = useState('');
  const message = failure || shared;

  const share = async () => {
    if (!src) return;
    const link = new URL(src, window.location.origin).href;
    try {
      await navigator.clipboard.writeText(link);
      setMessage('Preview link copied. It works for a short time, also for someone not signed in.');
    } catch {
      setMessage(`Copy this preview link: ${link}`);
    }
  };

  return (
    <aside className="admin-preview-dock" aria-label="Page preview">
      <div className="admin-preview-dock-head">
        <strong>Preview of {route}</strong>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void share()} disabled={!src}>
          Share preview
        </button>
        <button type="button" className="icon-button" aria-label="Close preview" onClick={onClose}>
          <i className="ri-close-line" aria-hidden="true" />
        </button>
      </div>
      {/* Polite, not role=status: the editor's notice stays the page's one status. */}
      <p aria-live="polite" aria-atomic="true" className="admin-preview-dock-status">
        {message}
      </p>
      {src ? <iframe ref={frame} src={src} title={`Preview of ${route}`} className="admin-preview-frame" onLoad={onLoad} /> : null}
    </aside>
  );
}

/** The route's preview link (`/<route>?preview=<token>`) once a token came, or why it could not. */
export function usePreviewLink(route: string): { src: string | null; failure: string } {
  const [src, setSrc] = useState<string | null>(null);
  const [failure, setFailure] = useState('');
  useEffect(() => {
    let active = true;
    setSrc(null);
    setFailure('');
    requestPreviewToken(route).then(
      (token) => active && setSrc(previewUrl(route, token)),
      (error: unknown) => active && setFailure(`Could not open the preview: ${error instanceof Error ? error.message : 'no answer'}`),
    );
    return () => {
      active = false;
    };
  }, [route]);
  return { src, failure };
}

/**
 * The page rendered from its working copy in a frame, as the dock shows it, without the dock (the
 * Review tab shows the submitted version this way: a submission freezes the drafts it holds).
 */
export function PreviewFrame({ route, title = `Preview of ${route}` }: { route: string; title?: string }) {
  const { src, failure } = usePreviewLink(route);
  if (failure) return <p className="admin-muted">{failure}</p>;
  if (!src)
    return (
      <p className="admin-muted" aria-busy="true">
        Loading the preview…
      </p>
    );
  return <iframe src={src} title={title} className="admin-preview-frame admin-preview-inline" />;
}

/** "Preview" / "Close preview": only inside a PreviewProvider (a page tab). */
export function PreviewToggle() {
  const preview = useContext(PreviewContext);
  if (!preview) return null;
  return (
    <button type="button" className="btn btn-outline" aria-pressed={preview.open} onClick={preview.toggle}>
      <i className="ri-eye-line" aria-hidden="true" /> Preview
    </button>
  );
}

/**
 * Posts the form's current value to the preview frame on every change (while it is open), and
 * withdraws it when the form goes (a pop-up closed unsaved: the page shows what is stored again).
 */
export function usePreviewSync(path: string | undefined, id: string | undefined, value: unknown): void {
  const preview = useContext(PreviewContext);
  const post = preview?.post;
  const open = preview?.open ?? false;
  const json = open && path ? JSON.stringify(value) : '';
  useEffect(() => {
    if (!post || !path || !json) return undefined;
    post(path, id, JSON.parse(json) as Record<string, unknown>);
    return undefined;
  }, [post, path, id, json]);
  useEffect(() => {
    if (!post || !path) return undefined;
    return () => post(path, id, null);
  }, [post, path, id]);
}
