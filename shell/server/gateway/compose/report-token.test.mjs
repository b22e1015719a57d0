import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { assignmentToken, reportKeyFrom } from './report-token.mjs';

describe("a page's signed assignment for its load reports", () => {
  it('names the release of each remote the page was given and the sample rate, signed with a key derived from the shared secret', async () => {
    expect(reportKeyFrom({})).toBeNull();
    const key = reportKeyFrom({ PROXY_SECRET: 'proxy-secret-proxy-secret-proxy-secret' });
    expect(reportKeyFrom({ PROXY_SECRET: 'other', REMOTE_REPORT_SECRET: 'proxy-secret-proxy-secret-proxy-secret' })).toEqual(key);
    const list = [
      { name: 'mf_about', entry: '/a/remoteEntry.js', routes: ['/about'], version: 'canary123456' },
      { name: 'mf_home', entry: '/h/remoteEntry.js', routes: ['/'], version: '1.0.0' },
    ];
    const token = assignmentToken(list, { key, sample: 0.25, now: 1_700_000_000_000 });
    const [body, signature] = token.split('.');
    expect(JSON.parse(Buffer.from(body, 'base64url').toString())).toEqual({
      iat: 1_700_000_000_000,
      s: 0.25,
      r: { mf_about: 'canary123456', mf_home: '1.0.0' },
    });
    // The API checks it with the same derivation (api/src/site-services/remotes/report-assignment.ts).
    const apiKey = createHmac('sha256', 'proxy-secret-proxy-secret-proxy-secret').update('remote-load-reports').digest();
    expect(signature).toBe(createHmac('sha256', apiKey).update(body).digest('base64url'));
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
  });
});
