import { adminGet, type AuditAction, type AuditExportFormat, type AuditPage, type AuditQuery } from '@pharma/shared';

export const AUDIT_PATH = '/api/audit';
export const AUDIT_EXPORT_PATH = '/api/audit/export.csv';
/** Entries per page of the table. */
export const AUDIT_LIMIT = 50;

/** The filters as the form holds them: '' means "any". */
export interface ActivityFilters {
  user: string;
  page: string;
  action: AuditAction | '';
  /** 'YYYY-MM-DD' from the date inputs, inclusive. */
  from: string;
  to: string;
}

export const NO_FILTERS: ActivityFilters = { user: '', page: '', action: '', from: '', to: '' };

/** The query string of the filters (empty ones left out), plus paging when given. */
export function auditSearch(filters: ActivityFilters, paging?: Pick<AuditQuery, 'limit' | 'offset'>): string {
  const params = new URLSearchParams();
  for (const key of ['user', 'page', 'action', 'from', 'to'] as const) if (filters[key]) params.set(key, filters[key]);
  if (paging?.limit !== undefined) params.set('limit', String(paging.limit));
  if (paging?.offset !== undefined) params.set('offset', String(paging.offset));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** One page of the trail, newest first; read whole (`{ data, total, users, pages }`). */
export function loadAuditPage(filters: ActivityFilters, offset: number): Promise<AuditPage> {
  return adminGet<AuditPage>(`${AUDIT_PATH}${auditSearch(filters, { limit: AUDIT_LIMIT, offset })}`, { whole: true });
}

/**
 * The CSV of everything the filters match (no paging): a plain link, the session cookie goes with it.
 * One row per event by default; 'fields' is the per-field export, one row per changed field.
 */
export function exportHref(filters: ActivityFilters, format: AuditExportFormat = 'events'): string {
  const search = auditSearch(filters);
  if (format === 'events') return `${AUDIT_EXPORT_PATH}${search}`;
  return `${AUDIT_EXPORT_PATH}${search ? `${search}&` : '?'}format=${format}`;
}
