import type { ComponentType } from 'react';

/** One entry of the runtime remote list (`/remotes.json`). Moving or upgrading a remote is an edit of this list. */
export interface RemoteDescriptor {
  /** Module Federation container name, e.g. `mf_about`. */
  name: string;
  /** URL of the remote's entry (`remoteEntry.js` or `mf-manifest.json`). */
  entry: string;
  /** Route patterns (React Router syntax) owned by the remote, e.g. `/about` or `/admin/*`. */
  routes: string[];
  /** Deployed version, shown in diagnostics and used to bust caches of the entry. */
  version: string;
  /** Present when the remote contributes a top tab to the admin dashboard. */
  admin?: { label: string; order: number };
  /** The API page whose content the remote shows (`about` for /api/cms/about/…), from its manifest. */
  page?: string;
  /**
   * Subresource-integrity hashes of the release: the gateway runs the renderer and the page's
   * import map lets the browser run the entry and every chunk only when their bytes match. `files` (every
   * file of the release) stays on the server: the list the browser gets carries the entry's and the
   * renderer's hashes, the import map the chunks'.
   */
  integrity?: { entry: string; renderer?: string; files?: Array<{ path: string; integrity: string }> };
  /** The same release's entry on other origins, tried in turn when the entry fails to load. */
  backups?: string[];
}

export type RemoteList = RemoteDescriptor[];

/** What a page puts in the document's head by default (the SEO settings may override it). */
export interface PageMeta {
  title: string;
  description: string;
  /** Share image: an `/uploads/...` path or an absolute URL. */
  image?: string;
}

/** A page a remote mounts inside the shell's router. Remotes never create a router. */
export interface RemoteRoute<Data = unknown> {
  /** Absolute path pattern, e.g. `/products` or `/admin/login`. */
  path: string;
  Component: ComponentType;
  /**
   * The page's content loader: the SAME function object its `useContent` calls, so the server
   * renderer loads with the client's own rules and the client recognises the inlined data as its own.
   * Pages without API content have none.
   */
  load?: () => Promise<Data>;
  /**
   * The page's default head, from its content (`data` is what `load` returned; undefined without a
   * loader). A method, so a route typed with its own data still fits in a `RemoteRoute[]`.
   */
  meta?(data: Data): PageMeta;
}

/** What `./routes` exposes. */
export interface RemoteRoutesModule {
  routes: RemoteRoute[];
}

/** Props every admin sub-tab panel receives from the dashboard frame. */
export interface AdminPanelProps {
  /** Call after a successful save so the frame refreshes badges. */
  onChanged: () => void;
}

export interface AdminSubTab {
  id: string;
  label: string;
  /** The count badge; resolves to the number of items the sub-tab manages. */
  count: () => Promise<number>;
  Panel: ComponentType<AdminPanelProps>;
}

/** What `./admin` exposes: one top tab of the dashboard and its sub-tabs. */
export interface AdminContribution {
  label: string;
  subTabs: AdminSubTab[];
}

export interface RemoteAdminModule {
  admin: AdminContribution;
}
