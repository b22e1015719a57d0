import type { SiteLocale } from '@pharma/shared/content';
import request from 'supertest';
import type { TestApp } from './test-app.js';

/** The site's languages set as an Administrator sets them (English the default; German falling back to it unless given). */
export async function setLanguages(t: TestApp, locales: SiteLocale[] = [{ tag: 'de', fallback: 'en' }]): Promise<void> {
  const { version } = (await request(t.http).get('/api/languages').expect(200)).body.data as { version: number };
  await request(t.http)
    .put('/api/languages')
    .set('Authorization', t.auth)
    .send({ defaultLocale: 'en', locales: [{ tag: 'en', fallback: null }, ...locales], version })
    .expect(200);
}
