import { retryWithBackupsPlugin } from './backup-origins';
import { loadObserverPlugin, type LoadObservation } from './load-observer';
import { createLoadReporter, MAX_REPORTS_PER_PAGE } from './load-reports';

describe('load observer (a Module Federation runtime plugin)', () => {
  it('times each load from request to result, with a trace id, the expose, and where it failed', async () => {
    const seen: LoadObservation[] = [];
    let clock = 1000;
    const plugin = loadObserverPlugin(
      (observation) => seen.push(observation),
      () => clock,
    );
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);

    expect(plugin.beforeRequest({ id: 'mf_about/routes', options: {} })).toEqual({ id: 'mf_about/routes', options: {} }); // observes only
    clock = 1240;
    plugin.afterLoadEntry({ remoteInfo: { name: 'mf_about' } });
    plugin.afterLoadRemote({ id: 'mf_about/routes', expose: './routes', remote: { name: 'mf_about' } });

    plugin.beforeRequest({ id: 'mf_home/admin' });
    clock = 1300;
    plugin.afterLoadEntry({ remoteInfo: { name: 'mf_home' }, error: new Error('RUNTIME-008') });
    plugin.afterLoadRemote({ id: 'mf_home/admin', remote: { name: 'mf_home' }, error: new Error('RUNTIME-008') });

    plugin.beforeRequest({ id: 'mf_home/routes' });
    plugin.afterLoadEntry({ remoteInfo: { name: 'mf_home' } });
    plugin.afterLoadRemote({ id: 'mf_home/routes', expose: 'routes', remote: { name: 'mf_home' }, error: new Error('no such expose') });

    expect(seen).toEqual([
      { remote: 'mf_about', expose: './routes', ok: true, phase: 'expose', ms: 240, traceId: expect.any(String) },
      { remote: 'mf_home', expose: './admin', ok: false, phase: 'entry', ms: 60, traceId: expect.any(String) },
      { remote: 'mf_home', expose: './routes', ok: false, phase: 'expose', ms: 0, traceId: expect.any(String) },
    ]);
    expect(new Set(seen.map((s) => s.traceId)).size).toBe(3);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(`trace ${seen[1].traceId}`));
  });
});

describe('load reports', () => {
  const ok = (remote = 'mf_about'): LoadObservation => ({ remote, expose: './routes', ok: true, phase: 'expose', ms: 120, traceId: 't1' });
  const failed = (): LoadObservation => ({ ...ok(), ok: false, phase: 'entry', traceId: 't2' });

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('batches reports with the release each came from, and sends them shortly after the last load', () => {
    const sent: string[] = [];
    const reporter = createLoadReporter({
      versionOf: (name) => (name === 'mf_about' ? '3f9a1c2b7d10' : undefined),
      sample: 1,
      token: 'signed.assignment',
      send: (body) => sent.push(body),
    });
    reporter.record(ok());
    reporter.record(failed());
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(2000);
    expect(JSON.parse(sent[0])).toEqual({
      token: 'signed.assignment',
      reports: [
        { ...ok(), version: '3f9a1c2b7d10' },
        { ...failed(), version: '3f9a1c2b7d10' },
      ],
    });
    reporter.record(ok('mf_unlisted'));
    reporter.flush(); // the page is hidden: at once
    expect(JSON.parse(sent[1]).reports[0].version).toBe('unknown');
  });

  it('samples successes, always reports failures, sends no weight of its own, and stops at the per-page cap', () => {
    const sent: string[] = [];
    const draws = [0.1, 0.9, 0.2, 0.8];
    const reporter = createLoadReporter({ versionOf: () => 'v', sample: 0.5, token: 't.s', send: (body) => sent.push(body), random: () => draws.shift() ?? 0 });
    for (let i = 0; i < 4; i++) reporter.record(ok());
    reporter.record(failed());
    reporter.flush();
    const reports = JSON.parse(sent[0]).reports as Array<{ ok: boolean; sample?: number }>;
    expect(reports.map((r) => [r.ok, r.sample])).toEqual([
      [true, undefined],
      [true, undefined],
      [false, undefined],
    ]);
    for (let i = 0; i < 50; i++) reporter.record(failed());
    reporter.flush();
    expect(JSON.parse(sent[1]).reports).toHaveLength(MAX_REPORTS_PER_PAGE - 3);
  });

  it('sends nothing without a signed assignment (the API would refuse it)', () => {
    const sent: string[] = [];
    const reporter = createLoadReporter({ versionOf: () => 'v', sample: 1, send: (body) => sent.push(body) });
    reporter.record(failed());
    reporter.flush();
    expect(sent).toEqual([]);
  });

  it('never lets a failing send reach the page', () => {
    const reporter = createLoadReporter({
      versionOf: () => 'v',
      sample: 1,
      token: 't.s',
      send: () => {
        throw new Error('beacon refused');
      },
    });
    reporter.record(ok());
    expect(() => reporter.flush()).not.toThrow();
  });
});

describe('retry, then backup origins', () => {
  const args = () => ({ remoteInfo: { name: 'mf_about' }, globalLoading: {}, uniqueKey: 'mf_about:entry' });

  it("uses the retry plugin's recovery when it has one", async () => {
    const retried = { get: 'entry' };
    const load = jest.fn();
    const plugin = retryWithBackupsPlugin({ name: 'retry-plugin', loadEntryError: async () => retried }, () => ['https://backup.example/remoteEntry.js'], load);
    expect(await plugin.loadEntryError(args())).toBe(retried);
    expect(load).not.toHaveBeenCalled();
    expect(plugin.name).toBe('pharma-retry-and-backup-origins');
  });

  it('when the retries give up, loads the same release from each backup in turn', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const backup = { get: 'from backup 2' };
    const load = jest.fn(async (url: string) => {
      if (url.includes('backup-1')) throw new TypeError('Failed to fetch dynamically imported module');
      return backup;
    });
    const plugin = retryWithBackupsPlugin(
      {
        name: 'retry-plugin',
        loadEntryError: async () => {
          throw new Error('RUNTIME-008 after 1 retry');
        },
      },
      (name) => (name === 'mf_about' ? ['https://backup-1.example/r/remoteEntry.js', 'https://backup-2.example/r/remoteEntry.js'] : []),
      load,
    );
    expect(await plugin.loadEntryError(args())).toBe(backup);
    expect(load.mock.calls.map(([url]) => url)).toEqual(['https://backup-1.example/r/remoteEntry.js', 'https://backup-2.example/r/remoteEntry.js']);
  });

  it("without backups, the retry plugin's failure stands", async () => {
    const plugin = retryWithBackupsPlugin(
      {
        name: 'retry-plugin',
        loadEntryError: async () => {
          throw new Error('gone');
        },
      },
      () => [],
      jest.fn(),
    );
    await expect(plugin.loadEntryError(args())).rejects.toThrow('gone');
    const quiet = retryWithBackupsPlugin({ name: 'retry-plugin' }, () => [], jest.fn());
    expect(await quiet.loadEntryError(args())).toBeUndefined();
  });
});
