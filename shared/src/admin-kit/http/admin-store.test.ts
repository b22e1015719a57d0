import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { defaultAdminData, defaultManagementTeam, defaultSustainabilityContent, STORAGE_QUOTA_PLACEHOLDERS, STORAGE_QUOTA_RESET } from '../../content/index';
import {
  AdminStore,
  DATA_URL_PLACEHOLDER,
  estimateDataUrlBytes,
  loadAdminData,
  repairAdminData,
  repairLeadership,
  repairSustainability,
  replaceLargeImages,
  saveAdminData,
} from './admin-store';

const dataUrl = (bytes: number) => `data:image/png;base64,${'A'.repeat(Math.ceil((bytes * 4) / 3))}`;

describe('repairAdminData', () => {
  it('restores missing and malformed top-level sections from the defaults', () => {
    const repaired = repairAdminData({ heroSlides: [{ id: 'mine', title: 'Mine', image: '', order: 1, isActive: true }], offerings: 'broken', settings: null });
    expect(repaired.heroSlides).toHaveLength(1);
    expect(repaired.offerings).toEqual(defaultAdminData.offerings);
    expect(repaired.settings).toEqual(defaultAdminData.settings);
    expect(repaired.contactUsers).toEqual(defaultAdminData.contactUsers);
  });

  it('repairs leadership members: order, active flag, image, category, colour', () => {
    const [advisor, engineer] = repairLeadership([
      { id: 'a', name: 'Dr. A', position: 'Senior Advisor', color: '#123456', description: '' },
      {
        id: 'b',
        name: 'B',
        position: 'Head of Process Chemistry',
        order: 9,
        isActive: false,
        image: '/b.png',
        category: 'Management Team',
        color: 'refex-green',
      },
    ]);
    expect(advisor).toMatchObject({ order: 1, isActive: true, category: 'Advisory Board', color: 'refex-blue' });
    expect(advisor.image).toBeTruthy();
    expect(engineer).toMatchObject({ order: 9, isActive: false, image: '/b.png', category: 'Management Team', color: 'refex-green' });
  });

  it('infers Technical Leadership Team when the position does not mention advisor', () => {
    const [member] = repairLeadership([{ id: 'c', name: 'C', position: 'Director, Quality' }]);
    expect(member.category).toBe('Technical Leadership Team');
    expect(member.order).toBe(1);
  });

  it('appends default Management Team members that are missing, matching names case-insensitively', () => {
    const first = defaultManagementTeam[0];
    const kept = { ...first, id: 'own', name: first.name.toUpperCase() };
    const repaired = repairLeadership([kept]);
    expect(repaired.filter((m) => m.name.toLowerCase() === first.name.toLowerCase())).toHaveLength(1);
    expect(repaired).toHaveLength(1 + defaultManagementTeam.length - 1);
  });

  it('repairs sustainability: missing sub-sections, titles and lists; inactive innovation/CSR items dropped and sorted', () => {
    const repaired = repairSustainability({
      hero: { title: '', description: 'Mine' },
      heart: { mainTitle: 'Heart' },
      digitalSolutions: [
        { id: '2', cardTitle: 'B', order: 2, isActive: true },
        { id: '1', cardTitle: 'A', order: 1 },
        { id: '3', cardTitle: 'C', order: 0, isActive: false },
      ],
      social: { sectionTitle: 'Social', csrCards: [{ id: 'x', order: 1, isActive: false }] },
    });
    expect(repaired.hero.title).toBe(defaultSustainabilityContent.hero.title);
    expect(repaired.hero.description).toBe('Mine');
    expect(repaired.heart.sections).toEqual(defaultSustainabilityContent.heart.sections);
    expect(repaired.footer).toEqual(defaultSustainabilityContent.footer);
    expect(repaired.digitalSolutions.map((c) => c.id)).toEqual(['1', '2']);
    expect(repaired.social.csrCards).toEqual([]);
    expect(repaired.social.csrImpactItems.length).toBeGreaterThan(0);
  });
});

describe('loadAdminData', () => {
  beforeEach(() => localStorage.clear());

  it('logs unparseable content and uses the defaults', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('admin_data', '{not json');
    expect(loadAdminData(localStorage).heroSlides).toEqual(defaultAdminData.heroSlides);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('data-URL images', () => {
  it('estimates base64 payload bytes', () => {
    expect(estimateDataUrlBytes('data:image/png;base64,AAAA')).toBe(3);
  });

  it('replaces data-URL images over about 100 KB, anywhere in the content, with the 150 px placeholder', () => {
    const big = dataUrl(100_500);
    const small = dataUrl(50_000);
    const result = replaceLargeImages({ a: big, list: [{ image: big }, { image: small }], url: '/images/x.webp' });
    expect(result).toEqual({ a: DATA_URL_PLACEHOLDER, list: [{ image: DATA_URL_PLACEHOLDER }, { image: small }], url: '/images/x.webp' });
    expect(decodeURIComponent(DATA_URL_PLACEHOLDER)).toContain('width="150"');
  });
});

describe('saveAdminData on a full storage', () => {
  const quotaError = () => Object.assign(new Error('full'), { name: 'QuotaExceededError' });

  function fakeStorage(failures: number): Storage {
    const map = new Map<string, string>([
      ['admin_auth', '{"user":{"username":"admin"}}'],
      ['other', 'x'],
    ]);
    let remaining = failures;
    return {
      get length() {
        return map.size;
      },
      clear: () => map.clear(),
      getItem: (key) => map.get(key) ?? null,
      key: (index) => [...map.keys()][index] ?? null,
      removeItem: (key) => void map.delete(key),
      setItem: (key, value) => {
        if (key === 'admin_data' && remaining-- > 0) throw quotaError();
        map.set(key, value);
      },
    };
  }

  it('replaces embedded images and alerts the first message', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const alert = jest.fn();
    const storage = fakeStorage(1);
    const data = repairAdminData({ heroSlides: [{ id: '1', title: 'T', image: dataUrl(10_000), order: 1, isActive: true }] });
    const { outcome } = saveAdminData(data, { storage, alert });
    expect(outcome).toBe('placeholders');
    expect(alert).toHaveBeenCalledWith(STORAGE_QUOTA_PLACEHOLDERS);
    expect(JSON.parse(storage.getItem('admin_data')!).heroSlides[0].image).toBe(DATA_URL_PLACEHOLDER);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('resets to the defaults (keeping the sign-in) and alerts the second message when it still fails', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const alert = jest.fn();
    const storage = fakeStorage(2);
    const { outcome } = saveAdminData(repairAdminData({ heroSlides: [] }), { storage, alert });
    expect(outcome).toBe('reset');
    expect(alert).toHaveBeenCalledWith(STORAGE_QUOTA_RESET);
    expect(storage.getItem('other')).toBeNull();
    expect(storage.getItem('admin_auth')).toBe('{"user":{"username":"admin"}}');
    expect(JSON.parse(storage.getItem('admin_data')!).heroSlides).toEqual(defaultAdminData.heroSlides);
    warn.mockRestore();
  });
});

describe('AdminStore', () => {
  let store: AdminStore;
  const channel = globalThis.BroadcastChannel;
  beforeEach(() => {
    // The event bus relays to other tabs through a BroadcastChannel; not needed here.
    (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = undefined;
    localStorage.clear();
    store = new AdminStore(() => localStorage);
  });
  afterEach(() => {
    store.reset();
    (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = channel;
  });

  it('saves changes, announces adminDataChanged, and supports add / update / delete by id', () => {
    const heard = jest.fn();
    window.addEventListener('adminDataChanged', heard);
    const added = store.addItem('heroSlides', { title: 'New', image: '', order: 5, isActive: true });
    expect(added.id).toMatch(/^\d+$/);
    expect(added.createdAt).toBeTruthy();
    store.updateItem('heroSlides', added.id, { title: 'Renamed' });
    store.updateItem('settings', { siteName: 'Site' });
    const saved = JSON.parse(localStorage.getItem('admin_data')!);
    expect(saved.heroSlides.find((s: { id: string }) => s.id === added.id).title).toBe('Renamed');
    expect(saved.settings.siteName).toBe('Site');
    store.deleteItem('heroSlides', added.id);
    expect(store.get().heroSlides.some((s) => s.id === added.id)).toBe(false);
    expect(heard).toHaveBeenCalledTimes(4);
    window.removeEventListener('adminDataChanged', heard);
  });

  it('replaces its content when another tab changes admin_data', () => {
    store.init();
    const listener = jest.fn();
    store.subscribe(listener);
    localStorage.setItem('admin_data', JSON.stringify({ settings: { siteName: 'From the other tab', currency: 'EUR', timezone: 'UTC' } }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'admin_data' }));
    expect(store.get().settings.siteName).toBe('From the other tab');
    expect(store.get().heroSlides).toEqual(defaultAdminData.heroSlides);
    expect(listener).toHaveBeenCalled();
  });
});
