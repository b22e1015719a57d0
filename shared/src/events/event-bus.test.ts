import { ADMIN_DATA_KEY, emitAdminEvent, emitContentEvent, onAdminEvent, onContentEvents } from './event-bus';
import { readCachedAdminData } from './admin-data-cache';

describe('event bus', () => {
  it('delivers the named events and stops after unsubscribe', () => {
    const handler = jest.fn();
    const off = onContentEvents(['heroSlidesChanged', 'adminDataChanged'], handler);
    emitContentEvent('heroSlidesChanged');
    emitContentEvent('aboutDataChanged');
    emitContentEvent('adminDataChanged');
    expect(handler).toHaveBeenCalledTimes(2);
    off();
    emitContentEvent('heroSlidesChanged');
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it("delivers the dashboard's own events apart from the content events", () => {
    const admin = jest.fn();
    const content = jest.fn();
    const offAdmin = onAdminEvent('reviewSettingsChanged', admin);
    const offContent = onContentEvents(['adminDataChanged'], content);
    emitAdminEvent('reviewSettingsChanged');
    expect(admin).toHaveBeenCalledTimes(1);
    expect(content).not.toHaveBeenCalled();
    offAdmin();
    offContent();
    emitAdminEvent('reviewSettingsChanged');
    expect(admin).toHaveBeenCalledTimes(1);
  });

  it('reacts to admin_data changes made in another tab, and to nothing else in storage', () => {
    const handler = jest.fn();
    const off = onContentEvents([], handler);
    window.dispatchEvent(new StorageEvent('storage', { key: 'something_else' }));
    window.dispatchEvent(new StorageEvent('storage', { key: ADMIN_DATA_KEY }));
    expect(handler).toHaveBeenCalledTimes(1);
    off();
  });
});

describe('cached admin data', () => {
  afterEach(() => localStorage.clear());

  it('reads the saved content object', () => {
    localStorage.setItem(ADMIN_DATA_KEY, JSON.stringify({ heroSlides: [{ id: 'a' }] }));
    expect(readCachedAdminData()).toEqual({ heroSlides: [{ id: 'a' }] });
  });

  it('logs and ignores malformed content', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(ADMIN_DATA_KEY, '{not json');
    expect(readCachedAdminData()).toBeNull();
    localStorage.setItem(ADMIN_DATA_KEY, '[1,2]');
    expect(readCachedAdminData()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('is empty when nothing is saved', () => {
    expect(readCachedAdminData()).toBeNull();
  });
});
