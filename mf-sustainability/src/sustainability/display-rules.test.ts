import {
  defaultSdgCards,
  defaultSustainabilityHeart,
  visibleUnlessInactive,
  type HeartSection,
  type SdgCard,
  type SustainabilityHeart,
  type SustainabilityMissionPoint,
} from '@pharma/shared';
import { cssGradient, heartView, sdgCardsView, visibleMissionPoints } from './display-rules';

describe('visibility rules', () => {
  const items = [
    { id: 'on', text: 'on', order: 2, isActive: true },
    { id: 'unset', text: 'unset', order: 1 } as unknown as SustainabilityMissionPoint,
    { id: 'off', text: 'off', order: 0, isActive: false },
  ];

  it('mission points need isActive === true', () => {
    expect(visibleMissionPoints(items).map((p) => p.id)).toEqual(['on']);
  });

  it('every other sustainability item shows unless isActive is false, in order', () => {
    expect(visibleUnlessInactive(items).map((p) => p.id)).toEqual(['unset', 'on']);
  });
});

describe('heartView', () => {
  const section = (n: number, metrics = 3): HeartSection => ({
    title: `Section ${n}`,
    description: '',
    icon: 'ri-leaf-line',
    image: '',
    metrics: Array.from({ length: metrics }, (_, i) => ({ title: `M${i}`, subtitle: '' })),
  });
  const heart: SustainabilityHeart = {
    ...defaultSustainabilityHeart,
    sections: [1, 2, 3, 4, 5].map((n) => section(n)),
    commitments: ['refex-green', 'refex-blue', 'refex-orange', 'purple', 'refex-green', 'refex-blue'].map((color, i) => ({
      title: `C${i}`,
      subtitle: '',
      icon: 'ri-leaf-line',
      color: color as 'refex-green',
    })),
  };

  it('is null when the heart section is inactive', () => {
    expect(heartView({ ...heart, isActive: false }, 'T')).toBeNull();
  });

  it('keeps at most 3 sections with at most 2 metrics each, and at most 4 commitments', () => {
    const view = heartView(heart, 'T')!;
    expect(view.sections.map((s) => s.title)).toEqual(['Section 1', 'Section 2', 'Section 3']);
    expect(view.sections.every((s) => s.metrics.length === 2)).toBe(true);
    expect(view.commitments.map((c) => c.title)).toEqual(['C0', 'C1', 'C2', 'C3']);
  });

  it('colours commitments green and blue by name and anything else orange', () => {
    expect(heartView(heart, 'T')!.commitments.map((c) => c.hex)).toEqual(['#7dc244', '#2879b6', '#ee6a31', '#ee6a31']);
  });

  it('falls back to the spec title when the main title is blank', () => {
    expect(heartView({ ...heart, mainTitle: ' ' }, 'Fallback')!.mainTitle).toBe('Fallback');
  });
});

describe('sdgCardsView', () => {
  it('always gives the seven fixed goals in order', () => {
    expect(sdgCardsView([]).map((c) => c.number)).toEqual([3, 6, 7, 9, 12, 13, 17]);
  });

  it("takes a goal's contribution from content, and the default when the content has none or hides it", () => {
    const cards: SdgCard[] = [
      { ...defaultSdgCards[0], contribution: 'Our own words for goal 3' },
      { ...defaultSdgCards[1], contribution: '' },
      { ...defaultSdgCards[2], contribution: 'Hidden', isActive: false },
      { ...defaultSdgCards[0], id: 'goal-5', number: 5, contribution: 'Not a fixed goal' },
    ];
    const view = sdgCardsView(cards);
    expect(view).toHaveLength(7);
    expect(view[0].contribution).toBe('Our own words for goal 3');
    expect(view[1].contribution).toBe(defaultSdgCards[1].contribution);
    expect(view[2].contribution).toBe(defaultSdgCards[2].contribution);
    expect(view.map((c) => c.contribution)).not.toContain('Not a fixed goal');
  });
});

describe('cssGradient', () => {
  it('builds a gradient from two comma-separated colours', () => {
    expect(cssGradient('#2879b6, #7dc244')).toBe('linear-gradient(135deg, #2879b6, #7dc244)');
  });

  it('repeats a single colour and falls back to #3a8bc4 when colours are missing', () => {
    expect(cssGradient('#ee6a31')).toBe('linear-gradient(135deg, #ee6a31, #ee6a31)');
    expect(cssGradient('')).toBe('linear-gradient(135deg, #3a8bc4, #3a8bc4)');
    expect(cssGradient(undefined)).toBe('linear-gradient(135deg, #3a8bc4, #3a8bc4)');
  });

  it('treats anything that is not a plain colour as missing', () => {
    expect(cssGradient('url(https://evil.example/x.png),#7dc244')).toBe('linear-gradient(135deg, #3a8bc4, #7dc244)');
  });
});
