import { matchPath } from 'react-router';
import type { RemoteDescriptor, RemoteList } from './contracts.js';

/** Keeps only well-formed entries, so one bad edit of the list cannot take the whole site down. */
export function parseRemoteList(value: unknown): RemoteList {
  if (!Array.isArray(value)) return [];
  return value.filter(isDescriptor);
}

function isDescriptor(value: unknown): value is RemoteDescriptor {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.name === 'string' &&
    typeof v.entry === 'string' &&
    typeof v.version === 'string' &&
    Array.isArray(v.routes) &&
    v.routes.every((r) => typeof r === 'string') &&
    (v.integrity === undefined ||
      (typeof v.integrity === 'object' && v.integrity !== null && typeof (v.integrity as { entry?: unknown }).entry === 'string')) &&
    (v.backups === undefined || (Array.isArray(v.backups) && v.backups.every((b) => typeof b === 'string')))
  );
}

/** The remote that owns a URL path, if any. */
export function remoteForPath(list: RemoteList, pathname: string): RemoteDescriptor | undefined {
  return list.find((remote) => remote.routes.some((pattern) => matchPath(pattern, pathname)));
}

/** Entry URL with the version appended, so a version change never hits a stale cached entry. */
export function versionedEntry(remote: RemoteDescriptor): string {
  const separator = remote.entry.includes('?') ? '&' : '?';
  return `${remote.entry}${separator}v=${encodeURIComponent(remote.version)}`;
}
