import { apiGet } from '@pharma/shared';
import {
  defaultContactContent,
  defaultContactGetInTouch,
  defaultContactHero,
  defaultOtherAddresses,
  type ContactContent,
  type ContactGetInTouch,
  type ContactHero,
} from '@pharma/shared/content';

export const CONTACT_CONTENT_PATH = '/api/cms/contact';

/** GET /api/cms/contact; a missing or partial answer is completed from the built-in content. */
export async function loadContactContent(): Promise<ContactContent> {
  const data = await apiGet<Partial<ContactContent> | null>(CONTACT_CONTENT_PATH);
  return {
    hero: resolveHero(data?.hero),
    getInTouch: resolveGetInTouch(data?.getInTouch),
    users: Array.isArray(data?.users) ? data.users : defaultContactContent.users,
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const orDefault = (value: unknown, fallback: string): string => text(value) || fallback;

/**
 * Title and background image always have a value; subtitle and description are optional: a hero
 * from the server that leaves them empty shows none, only a missing hero uses the defaults.
 */
export function resolveHero(hero: Partial<ContactHero> | null | undefined): ContactHero {
  // An unpublished hero reaches visitors as { isActive: false } only: the built-in one stands in.
  if (!hero || typeof hero !== 'object' || hero.isActive === false) return defaultContactHero;
  return {
    ...defaultContactHero,
    ...hero,
    title: orDefault(hero.title, defaultContactHero.title),
    subtitle: text(hero.subtitle),
    description: text(hero.description),
    backgroundImage: orDefault(hero.backgroundImage, defaultContactHero.backgroundImage),
  };
}

/** Every visible piece of the Get in Touch block falls back field by field. */
export function resolveGetInTouch(value: Partial<ContactGetInTouch> | null | undefined): ContactGetInTouch {
  const d = defaultContactGetInTouch;
  if (!value || typeof value !== 'object' || value.isActive === false) return d;
  const hours = { ...d.businessHours, ...value.businessHours };
  const offices = Array.isArray(value.otherAddresses) ? value.otherAddresses.filter((o) => text(o?.city) && text(o?.address)) : [];
  return {
    ...d,
    ...value,
    title: orDefault(value.title, d.title),
    description: text(value.description),
    location: { ...d.location, ...value.location, address: orDefault(value.location?.address, d.location.address) },
    otherAddresses: offices.length > 0 ? offices : defaultOtherAddresses,
    phone: { ...d.phone, ...value.phone },
    email: {
      ...d.email,
      ...value.email,
      title: orDefault(value.email?.title, d.email.title),
      address: orDefault(value.email?.address, d.email.address),
      responseTime: text(value.email?.responseTime),
    },
    businessHours: {
      title: orDefault(hours.title, d.businessHours.title),
      mondayFriday: orDefault(hours.mondayFriday, d.businessHours.mondayFriday),
      saturday: orDefault(hours.saturday, d.businessHours.saturday),
      sunday: orDefault(hours.sunday, d.businessHours.sunday),
    },
  };
}
