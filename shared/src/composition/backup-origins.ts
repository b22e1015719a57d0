/** The fields of Module Federation's `loadEntryError` hook this plugin reads (runtime-core's loader hooks). */
interface EntryErrorArgs {
  remoteInfo: { name: string };
  globalLoading: Record<string, Promise<unknown> | undefined>;
  uniqueKey: string;
}

/** What Module Federation's retry plugin gives (`@module-federation/retry-plugin`): its hooks. */
export interface RetryPluginLike {
  name: string;
  loadEntryError?: (args: never) => Promise<unknown>;
  [hook: string]: unknown;
}

const importModule = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

/**
 * Module Federation's retry plugin, plus backup origins. A remote entry that fails to load
 * is first retried where it is by the retry plugin (its own attempts and delay); if that fails too, the
 * same release is loaded from each of the remote's backup entries in turn (the remote list's `backups`,
 * each pinned by the same integrity hash in the page's import map). The published retry plugin has
 * no backup domains for ES-module entries, so that part is ours; the two are one plugin because
 * Module Federation runs every `loadEntryError` listener in turn and a retry that gives up throws.
 */
export function retryWithBackupsPlugin(retry: RetryPluginLike, backupsOf: (remote: string) => string[], load = importModule) {
  const retryEntry = retry.loadEntryError as ((args: EntryErrorArgs) => Promise<unknown>) | undefined;
  return {
    ...retry,
    name: 'pharma-retry-and-backup-origins',
    async loadEntryError(args: EntryErrorArgs): Promise<unknown> {
      let failure: unknown;
      try {
        const retried = await retryEntry?.(args);
        if (retried) return retried;
      } catch (error) {
        failure = error;
      }
      for (const url of backupsOf(args.remoteInfo.name)) {
        try {
          const exports = await load(url);
          console.warn(`Loaded ${args.remoteInfo.name} from its backup ${url}`);
          return exports;
        } catch {
          // the next backup
        }
      }
      if (failure) throw failure;
      return undefined;
    },
  };
}
