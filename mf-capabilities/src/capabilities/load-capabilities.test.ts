import { defaultCapabilitiesContent } from '@pharma/shared';
import { normalizeCapabilities } from './load-capabilities';

describe('normalizeCapabilities', () => {
  it('gives the defaults for an empty answer', () => {
    expect(normalizeCapabilities(null)).toEqual(defaultCapabilitiesContent);
  });

  it('keeps what the server sent and fills what it left out', () => {
    const content = normalizeCapabilities({
      hero: { title: 'Made by us', subtitle: null, isActive: true },
      research: { title: 'R&D', apiCard: { title: 'API lab', points: null } },
      facilities: [],
    });
    expect(content.hero.title).toBe('Made by us');
    expect(content.hero.subtitle).toBe(defaultCapabilitiesContent.hero.subtitle);
    expect(content.research.title).toBe('R&D');
    expect(content.research.apiCard.title).toBe('API lab');
    expect(content.research.apiCard.points).toEqual(defaultCapabilitiesContent.research.apiCard.points);
    expect(content.research.promise).toEqual(defaultCapabilitiesContent.research.promise);
    expect(content.facilities).toEqual([]);
  });

  it('replaces an inactive or blank-titled hero with the built-in one', () => {
    expect(normalizeCapabilities({ hero: { title: 'Hidden', isActive: false } }).hero).toEqual(defaultCapabilitiesContent.hero);
    expect(normalizeCapabilities({ hero: { title: '  ', isActive: true } }).hero.title).toBe(defaultCapabilitiesContent.hero.title);
  });

  it('drops blank capability and approval rows and tolerates missing lists', () => {
    const [facility] = normalizeCapabilities({
      facilities: [{ id: 'f', name: 'F', type: 'API Manufacturing', capabilities: ['x', ' ', ''], order: 1, isActive: true }],
    }).facilities;
    expect(facility.capabilities).toEqual(['x']);
    expect(facility.approvals).toEqual([]);
  });
});
