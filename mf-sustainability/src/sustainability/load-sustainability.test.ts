import { defaultSustainabilityContent, defaultSustainabilityMissionPoints } from '@pharma/shared';
import { normalizeSustainability } from './load-sustainability';

describe('normalizeSustainability', () => {
  it('gives the built-in content for an empty answer', () => {
    expect(normalizeSustainability(undefined)).toEqual(defaultSustainabilityContent);
  });

  it('keeps what the server sent and fills what it left out', () => {
    const content = normalizeSustainability({
      hero: { title: 'Greener, Together', backgroundImage: '' },
      heart: { mainTitle: 'Heart', sections: [{ title: 'Only one', description: '', icon: '', image: '' }] },
      digitalSolutions: [],
    });
    expect(content.hero.title).toBe('Greener, Together');
    expect(content.hero.backgroundImage).toBe(defaultSustainabilityContent.hero.backgroundImage);
    expect(content.heart.sections).toEqual([{ title: 'Only one', description: '', icon: '', image: '', metrics: [] }]);
    expect(content.heart.commitments).toEqual(defaultSustainabilityContent.heart.commitments);
    expect(content.digitalSolutions).toEqual([]);
    expect(content.researchInnovations).toEqual(defaultSustainabilityContent.researchInnovations);
  });

  it('falls back to the four default mission points when the server has none', () => {
    expect(normalizeSustainability({ visionMission: { missionPoints: [] } }).visionMission.missionPoints).toEqual(defaultSustainabilityMissionPoints);
    expect(defaultSustainabilityMissionPoints).toHaveLength(4);
  });
});
