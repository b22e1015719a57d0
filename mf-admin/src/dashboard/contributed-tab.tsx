import {
  declarationOf,
  DraftsBar,
  DraftsProvider,
  fetchTrash,
  loadRemoteModule,
  pendingHistory,
  PreviewProvider,
  RemoteBoundary,
  RemoteUnavailable,
  Spinner,
  useRemoteModule,
  useDrafts,
  useReloadOnWorkingChange,
  type AdminPanelProps,
  type AdminSubTab,
  type RemoteAdminModule,
  type RemoteDescriptor,
} from '@pharma/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { TrashList } from '../trash/trash-list';
import { Tabs } from './tabs';

/** A remote that is down is retried quietly this often, so its tab recovers without a reload. */
const QUIET_RETRY_MS = 5000;

/**
 * One top tab whose sub-tabs come from a page remote's `./admin` contribution, loaded at runtime
 * through the shared loader (mf-admin imports no page code). A remote that is down shows the
 * unavailable panel here only; the rest of the dashboard keeps working.
 */
export function ContributedTab({ remote, onDraftsChanged }: { remote: RemoteDescriptor; onDraftsChanged?: () => void }) {
  const [state, retry] = useRemoteModule<RemoteAdminModule>(remote.name, './admin');
  const label = remote.admin?.label ?? remote.name;
  useEffect(() => {
    if (state.status !== 'error') return undefined;
    // Retried in the background so the panel does not flash a spinner; shown once it loads.
    const timer = setInterval(() => {
      loadRemoteModule(remote.name, './admin').then(retry, () => undefined);
    }, QUIET_RETRY_MS);
    return () => clearInterval(timer);
  }, [state, retry, remote.name]);
  if (state.status === 'loading') return <Spinner label={`Loading ${label}`} />;
  if (state.status === 'error' || !state.module?.admin?.subTabs) return <RemoteUnavailable what={`The ${label} editor`} onRetry={retry} />;
  const route = previewRouteOf(remote);
  const page = pageKeyOf(remote);
  // The page's drafts (bar, row badges, Discard draft) are read once per refresh for the whole tab.
  const tabs = (
    <DraftsProvider page={page} onRefresh={onDraftsChanged}>
      <DraftsBar />
      <SubTabs module={state.module} page={page} />
    </DraftsProvider>
  );
  return route ? <PreviewProvider route={route}>{tabs}</PreviewProvider> : tabs;
}

/**
 * The page key of a remote's content (the versioned collections' `page`), as its manifest names it;
 * a list entry without one (written by hand) falls back to the name: `mf_about` → `about`.
 */
export function pageKeyOf(remote: RemoteDescriptor): string {
  return remote.page ?? remote.name.replace(/^mf_/, '');
}

/** The sub-tab titled like the collection whose History the Activity tab asked for (its editor's title), if one is. */
function subTabOfPendingHistory(subTabs: readonly AdminSubTab[]): string | undefined {
  const pending = pendingHistory();
  const title = pending && declarationOf(pending.collection)?.title;
  if (!title) return undefined;
  // Sub-tabs are often the title without the page's name ('Hero' for 'Products Hero').
  return (subTabs.find((tab) => tab.label === title) ?? subTabs.find((tab) => title.endsWith(` ${tab.label}`) || tab.label.startsWith(title)))?.id;
}

/** The "Trash" sub-tab every page tab gets after the remote's own ones. */
function trashTab(page: string): AdminSubTab {
  return {
    id: 'trash',
    label: 'Trash',
    count: async () => (await fetchTrash(page)).length,
    Panel: ({ onChanged }: AdminPanelProps) => <TrashList page={page} onChanged={onChanged} />,
  };
}

/** The page the tab's "Preview" shows: the remote's first public route without parameters. */
export function previewRouteOf(remote: RemoteDescriptor): string | undefined {
  return remote.routes.find((route) => route.startsWith('/') && !route.startsWith('/admin') && !/[:*]/.test(route));
}

function SubTabs({ module, page }: { module: RemoteAdminModule; page: string }) {
  const { label } = module.admin;
  const subTabs = useMemo(() => [...module.admin.subTabs, trashTab(page)], [module, page]);
  const [selected, setSelected] = useState(() => subTabOfPendingHistory(subTabs) ?? subTabs[0]?.id ?? '');
  const counts = useCounts(subTabs);
  const refreshDrafts = useDrafts()?.refresh;
  const refreshCounts = counts.refresh;
  useReloadOnWorkingChange(refreshCounts);
  // A save anywhere in the tab: the sub-tab counts and the page's drafts (bar, badges, tab count) follow.
  const onChanged = useCallback(() => {
    refreshCounts();
    refreshDrafts?.();
  }, [refreshCounts, refreshDrafts]);
  const current = subTabs.find((tab) => tab.id === selected) ?? subTabs[0];
  if (!current) return null;
  const Panel = current.Panel;
  const tabs = subTabs.map((tab) => ({ id: tab.id, label: <SubTabLabel label={tab.label} count={counts.values[tab.id]} /> }));
  return (
    <Tabs label={`${label} sections`} tabs={tabs} selected={current.id} onSelect={setSelected} className="sub-tabs">
      <RemoteBoundary resetKey={current.id} fallback={(reset) => <RemoteUnavailable what={current.label} onRetry={reset} />}>
        <Panel onChanged={onChanged} />
      </RemoteBoundary>
    </Tabs>
  );
}

/** The sub-tab's name and its count badge; the number is read out as "4 items". */
function SubTabLabel({ label, count }: { label: string; count: number | undefined }) {
  return (
    <>
      {label}{' '}
      <span className="badge">
        {count ?? '…'}
        <span className="visually-hidden">{count === undefined ? ' loading count' : count === 1 ? ' item' : ' items'}</span>
      </span>
    </>
  );
}

/** Count badges of every sub-tab; refreshed after a save (the Panel's onChanged). */
function useCounts(subTabs: readonly AdminSubTab[]) {
  const [values, setValues] = useState<Record<string, number>>({});
  const [round, setRound] = useState(0);
  const refresh = useCallback(() => setRound((n) => n + 1), []);
  useEffect(() => {
    let active = true;
    for (const tab of subTabs) {
      Promise.resolve()
        .then(() => tab.count())
        .then(
          (count) => active && setValues((previous) => ({ ...previous, [tab.id]: count })),
          (error: unknown) => console.warn(`Count of ${tab.label} failed`, error),
        );
    }
    return () => {
      active = false;
    };
  }, [subTabs, round]);
  return { values, refresh };
}
