import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { captureLog } from '@pharma/shared/server/log';
import { remoteListFile } from './remote-list-file.mjs';

describe('remote list file', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'remote-list-'));
  const file = path.join(dir, 'remotes.json');
  const write = (text, seconds) => {
    writeFileSync(file, text);
    utimesSync(file, seconds, seconds); // a new mtime for each edit, however fast the test runs
  };

  it('reads the list, keeps it as JSON safe inside a script, and reads it again only when the file changes', async () => {
    write('[{"name":"mf_about","entry":"/e.js","routes":["/about"],"version":"1 </script>"}]', 1000);
    const read = remoteListFile(file);
    const first = read();
    expect(first.list[0].routes).toEqual(['/about']);
    expect(first.json).toBe('[{"name":"mf_about","entry":"/e.js","routes":["/about"],"version":"1 \\u003c/script>"}]');
    expect(read()).toBe(first);
    write('[]', 2000);
    expect(read().list).toEqual([]);
  });

  it('keeps the last good list when an edit is broken or is no array, and says why', async () => {
    const log = captureLog('gateway');
    try {
      write('[{"name":"a","entry":"/a.js","routes":["/a"],"version":"1"}]', 3000);
      const read = remoteListFile(file);
      const good = read();
      write('[{"name":', 4000);
      expect(read()).toBe(good);
      write('{"name":"a"}', 5000);
      expect(read()).toBe(good);
      expect(log.lines.map((line) => line.message)).toEqual([
        expect.stringContaining('remote list unreadable'),
        'remote list unreadable: the file holds no JSON array',
      ]);
    } finally {
      log.restore();
    }
  });

  it('serves an empty list while the file is missing', async () => {
    const log = captureLog('gateway');
    try {
      expect(remoteListFile(path.join(dir, 'none.json'))()).toMatchObject({ list: [], json: '[]' });
    } finally {
      log.restore();
    }
  });
});
