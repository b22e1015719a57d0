import { parseRemoteList, type RemoteList } from '@pharma/shared';

declare global {
  interface Window {
    /** Inlined by the gateway so the first render needs no extra request. */
    __REMOTES__?: unknown;
  }
}

const REMOTE_LIST_URL = '/remotes.json';

/** The remote list: inlined by the gateway when present, fetched otherwise; never throws. */
export async function readRemoteList(): Promise<RemoteList> {
  if (window.__REMOTES__ !== undefined) return parseRemoteList(window.__REMOTES__);
  try {
    const response = await fetch(REMOTE_LIST_URL, { cache: 'no-cache' });
    return parseRemoteList(await response.json());
  } catch (error) {
    console.error('The remote list could not be read; only the shell will render', error);
    return [];
  }
}
