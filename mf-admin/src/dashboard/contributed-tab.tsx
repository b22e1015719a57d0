import { RemoteBoundary, RemoteUnavailable, Spinner, useRemoteModule, type RemoteAdminModule, type RemoteDescriptor } from '@pharma/shared';
import { useCallback, useEffect, useState } from 'react';
import { Tabs } from './tabs';

/** One top tab whose sub-tabs come from a page remote's `./admin` contribution, loaded at runtime. */
export function ContributedTab({ remote }: { remote: RemoteDescriptor }) {
  const [state, retry] = useRemoteModule<RemoteAdminModule>(remote.name, './admin');
  if (state.status === 'loading') return <Spinner label={`Loading ${remote.admin?.label}`} />;
  if (state.status === 'error') return <RemoteUnavailable what={`The ${remote.admin?.label} editor`} onRetry={retry} />;
  return <SubTabs module={state.module} />;
}

function SubTabs({ module }: { module: RemoteAdminModule }) {
  const { subTabs, label } = module.admin;
  const [selected, setSelected] = useState(subTabs[0]?.id ?? '');
  const counts = useCounts(module);
  const current = subTabs.find((tab) => tab.id === selected) ?? subTabs[0];
  if (!current) return null;
  const Panel = current.Panel;
  const tabs = subTabs.map((tab) => ({
    id: tab.id,
    label: (
      <>
        {tab.label} <span className="badge" aria-label={`${counts.values[tab.id] ?? 0} items`}>{counts.values[tab.id] ?? '…'}</span>
      </>
    ),
  }));
  return (
    <Tabs label={`${label} sections`} tabs={tabs} selected={current.id} onSelect={setSelected} className="sub-tabs">
      <RemoteBoundary resetKey={current.id} fallback={(reset) => <RemoteUnavailable what={current.label} onRetry={reset} />}>
        <Panel onChanged={counts.refresh} />
      </RemoteBoundary>
    </Tabs>
  );
}

/** Count badges of every sub-tab; refreshed after a save. */
function useCounts(module: RemoteAdminModule) {
  const [values, setValues] = useState<Record<string, number>>({});
  const [round, setRound] = useState(0);
  const refresh = useCallback(() => setRound((n) => n + 1), []);
  useEffect(() => {
    let active = true;
    for (const tab of module.admin.subTabs) {
      tab.count().then(
        (count) => active && setValues((previous) => ({ ...previous, [tab.id]: count })),
        () => undefined,
      );
    }
    return () => {
      active = false;
    };
  }, [module, round]);
  return { values, refresh };
}
