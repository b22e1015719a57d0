import { adminGet, apiSend, type RegistryEntry, type ReleaseHealth, type RemoteStatus } from '@pharma/shared';

/** `GET /api/remotes` (remotes.manage): every remote with its releases, registry state and health. */
export async function fetchRemotes(): Promise<RemoteStatus[]> {
  const answer = await adminGet<RemoteStatus[] | undefined>('/api/remotes');
  return Array.isArray(answer) ? answer : [];
}

const base = (remote: string) => `/api/remotes/${encodeURIComponent(remote)}`;

export function promoteRelease(remote: string, version: string): Promise<RegistryEntry> {
  return apiSend('POST', `${base(remote)}/promote`, { version });
}

/** Without a version: back to the release published before the live one. */
export function rollBack(remote: string, version?: string): Promise<RegistryEntry> {
  return apiSend('POST', `${base(remote)}/rollback`, version ? { version } : {});
}

export interface CanaryForm {
  version: string;
  percent: number;
  /** 0–1 */
  maxErrorRate: number;
  minLoads: number;
}

export function startCanary(remote: string, form: CanaryForm): Promise<RegistryEntry> {
  return apiSend('POST', `${base(remote)}/canary`, form);
}

export function stopCanary(remote: string): Promise<RegistryEntry> {
  return apiSend('POST', `${base(remote)}/canary/stop`);
}

export function setPinned(remote: string, pinned: boolean): Promise<RegistryEntry> {
  return apiSend('POST', `${base(remote)}/pin`, { pinned });
}

/** "98.5%" of a 0–1 share, or "no loads". */
export function successText(health: ReleaseHealth | null): string {
  if (!health || health.successRate === null) return 'no loads';
  return `${Math.round(health.successRate * 1000) / 10}%`;
}

/** "240 ms", or "—" without successful loads. */
export function p75Text(health: ReleaseHealth | null): string {
  return health?.p75Ms === null || health?.p75Ms === undefined ? '—' : `${health.p75Ms} ms`;
}

export function localTime(at: string | null | undefined): string {
  if (!at) return '';
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : date.toLocaleString();
}
