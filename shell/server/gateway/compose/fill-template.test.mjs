import { describe, expect, it } from '@jest/globals';
import { SCRIPT_PRELOADS_ID, fillTemplate, parkedPreloads } from './fill-template.mjs';

describe('filling the template', () => {
  it('parks module preloads in an inert template at low priority, and writes nothing when there are none', async () => {
    expect(SCRIPT_PRELOADS_ID).toBe('script-preloads');
    expect(parkedPreloads([])).toBe('');
    expect(parkedPreloads(['<link rel="modulepreload" href="/a.js">', '<link rel="modulepreload" href="/b.js" crossorigin>'])).toBe(
      '<template id="script-preloads"><link rel="modulepreload" fetchpriority="low" href="/a.js"><link rel="modulepreload" fetchpriority="low" href="/b.js" crossorigin></template>',
    );
  });

  it('puts each part at its marker; a part given nothing keeps the marker as it was', async () => {
    const template = '<head><title>T</title></head><body><div id="root"></div></body>';
    expect(fillTemplate(template, { head: '<meta>', bodyEnd: '<template></template>' })).toBe(
      '<head><title>T</title><meta></head><body><div id="root"></div><template></template></body>',
    );
    expect(fillTemplate(template, { root: '<div id="root"><main></main></div>' })).toBe(
      '<head><title>T</title></head><body><div id="root"><main></main></div></body>',
    );
  });
});
