import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { featureStores } from '../helpers/store-targets.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe.each(featureStores())('default content and page reads (%s store)', (storeName) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(storeName);
  });

  afterAll(async () => {
    await t.close();
  });

  const data = async (path: string) => (await request(t.http).get(path).expect(200)).body.data;

  it('home: 4 slides, 14 offerings, statistics 200/150/80, FDA and EDQM, global impact', async () => {
    expect(await data('/api/cms/home/slides')).toHaveLength(4);
    expect(await data('/api/cms/home/offerings')).toHaveLength(14);
    expect((await data('/api/cms/home/statistics')).map((s: { value: number }) => s.value)).toEqual([200, 150, 80]);
    expect((await data('/api/cms/home/regulatory')).map((r: { title: string }) => r.title).join()).toMatch(/FDA.*EDQM/);
    expect(await data('/api/cms/home/global-impact')).toMatchObject({ title: 'Global Impact & Excellence', isActive: true });
  });

  it('about: hero, vision & mission, 4 sections, 14 leaders in 3 categories, 4 values, 3 milestones, journey', async () => {
    const about = await data('/api/cms/about');
    expect(Object.keys(about).sort()).toEqual(['aboutJourney', 'hero', 'journey', 'leadership', 'sections', 'values', 'visionMission']);
    expect(about.sections).toHaveLength(4);
    expect(about.leadership).toHaveLength(14);
    expect(new Set(about.leadership.map((m: { category: string }) => m.category))).toEqual(
      new Set(['Advisory Board', 'Management Team', 'Technical Leadership Team']),
    );
    expect(about.values.map((v: { title: string }) => v.title)).toEqual(['Innovation', 'Integrate', 'Improve', 'Impact']);
    expect(about.journey).toHaveLength(3);
    expect(about.aboutJourney.images.length).toBeGreaterThan(0);
    expect(about.visionMission.missionPoints).toHaveLength(4);
    expect(about.hero.logoCards).toHaveLength(3);
  });

  it('products hero and capabilities (hero, research, 7 facilities)', async () => {
    expect(await data('/api/cms/products/hero')).toMatchObject({ aosType: 'fade-up', aosDuration: 1000, aosDelay: 200, isActive: true });
    const capabilities = await data('/api/cms/capabilities');
    expect(capabilities.facilities).toHaveLength(7);
    expect(capabilities.research).toMatchObject({ apiCard: expect.any(Object), fdfCard: expect.any(Object), promise: expect.any(Object) });
  });

  it('sustainability: every section, 7 SDG cards (3, 6, 7, 9, 12, 13, 17), 6 policies, 4 mission points', async () => {
    const s = await data('/api/cms/sustainability');
    expect(Object.keys(s).sort()).toEqual(
      [
        'digitalSolutions',
        'footer',
        'heart',
        'hero',
        'innovationTransformation',
        'policies',
        'researchInnovations',
        'sdgCards',
        'social',
        'visionMission',
      ].sort(),
    );
    expect(s.sdgCards.map((c: { number: number }) => c.number)).toEqual([3, 6, 7, 9, 12, 13, 17]);
    expect(s.policies).toHaveLength(6);
    expect(s.visionMission.missionPoints).toHaveLength(4);
    expect(s.heart.sections.length).toBeLessThanOrEqual(3);
  });

  it('contact: hero, get in touch with the business hours, contact users; settings', async () => {
    const contact = await data('/api/cms/contact');
    expect(contact.getInTouch.businessHours).toMatchObject({ mondayFriday: '9 AM - 6 PM', saturday: '10 AM - 4 PM', sunday: 'Closed' });
    expect(contact.users.length).toBeGreaterThan(0);
    expect(contact.hero.title).toBeTruthy();
    expect(await data('/api/cms/settings')).toMatchObject({ currency: 'USD', timezone: 'UTC' });
  });
});

describe.each(featureStores())('seeding across restarts (%s store)', (storeName) => {
  it('is idempotent and never overwrites an edit or revives a deleted default', async () => {
    let t = await createTestApp(storeName);
    await request(t.http).put('/api/cms/home/slides/slide-1').set('Authorization', t.auth).send({ title: 'Edited before restart' }).expect(200);
    await request(t.http).delete('/api/cms/home/slides/slide-2').set('Authorization', t.auth).expect(200);
    await request(t.http).put('/api/cms/contact/hero').set('Authorization', t.auth).send({ title: 'Talk to us' }).expect(200);
    const location = t.location;
    await t.close({ keepData: true });

    t = await createTestApp(storeName, { location });
    try {
      const slides = (await request(t.http).get('/api/cms/home/slides').expect(200)).body.data;
      expect(slides.map((s: { id: string }) => s.id)).toEqual(['slide-1', 'slide-3', 'slide-4']);
      expect(slides[0]).toMatchObject({ title: 'Edited before restart', version: 2 });
      expect((await request(t.http).get('/api/cms/contact').expect(200)).body.data.hero.title).toBe('Talk to us');
      expect((await request(t.http).get('/api/cms/home/offerings').expect(200)).body.data).toHaveLength(14);
    } finally {
      await t.close();
    }
  });
});
