import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPathOf, defaultSustainabilityContent as content, SUSTAINABILITY_COLLECTIONS, type SocialResponsibility } from '@pharma/shared';
import { HeartPanel } from './heart-panel';
import { admin } from './index';
import { SocialPanel } from './social-panel';
import { fakeApi, signedIn, stubLayout } from '@pharma/shared/testing';

const { social, heart, sdg, policies, visionMission, digitalSolutions, researchInnovations } = SUSTAINABILITY_COLLECTIONS;
const PATHS = {
  social: apiPathOf(social),
  heart: apiPathOf(heart),
  sdg: apiPathOf(sdg),
  policies: apiPathOf(policies),
  visionMission: apiPathOf(visionMission),
  digitalSolutions: apiPathOf(digitalSolutions),
  researchInnovations: apiPathOf(researchInnovations),
};

describe('Social Responsibility', () => {
  beforeEach(() => {
    signedIn();
    stubLayout();
  });
  afterEach(() => localStorage.clear());

  it("keeps CSR cards here until 'Save Section', checks gradient colours, and sends them with the section", async () => {
    const api = fakeApi({ [PATHS.social]: { ...content.social, version: 3 } });
    const user = userEvent.setup();
    render(<SocialPanel onChanged={() => undefined} />);
    const cards = await screen.findByRole('table', { name: 'CSR Cards' });
    const block = cards.closest('section')!;
    await user.click(within(block).getByRole('button', { name: 'Add New' }));
    const dialog = screen.getByRole('dialog', { name: /^Add New\b/ });
    expect(within(dialog).getByLabelText(/^Order/)).toHaveValue(4);
    await user.type(within(dialog).getByLabelText(/^Card Title/), 'Women in Science');
    await user.clear(within(dialog).getByLabelText(/^Gradient Colors/));
    await user.type(within(dialog).getByLabelText(/^Gradient Colors/), 'url(x)');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText(/Gradient Colors must be one or two comma-separated colours/)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Gradient Colors/));
    await user.type(within(dialog).getByLabelText(/^Gradient Colors/), '#ee6a31, #7dc244');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(cards).getByText('Women in Science')).toBeInTheDocument();
    expect(api.writes()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save Section' }));
    expect(await screen.findByText('Social Responsibility saved successfully!')).toBeInTheDocument();
    const body = api.writes()[0].body as SocialResponsibility;
    expect(api.writes()[0]).toMatchObject({ method: 'PUT', url: PATHS.social });
    expect(body.csrCards).toHaveLength(4);
    expect(body.csrCards[3]).toMatchObject({ cardTitle: 'Women in Science', gradientColors: '#ee6a31, #7dc244', order: 4, isActive: true });
    expect(body.csrImpactItems).toHaveLength(3);
  });
});

describe('Heart Section', () => {
  beforeEach(() => {
    signedIn();
    stubLayout();
  });

  it('fires sustainabilityHeartChanged after the save', async () => {
    const api = fakeApi({ [PATHS.heart]: { ...content.heart, version: 1 } });
    const heard = jest.fn();
    window.addEventListener('sustainabilityHeartChanged', heard);
    const user = userEvent.setup();
    render(<HeartPanel onChanged={() => undefined} />);
    const commitments = await screen.findByRole('group', { name: 'Commitments' });
    expect(within(commitments).queryByRole('button', { name: 'Add Commitment' })).toBeNull();
    await user.click(within(commitments).getByRole('button', { name: 'Remove Commitment 4' }));
    await user.click(screen.getByRole('button', { name: 'Add Commitment' }));
    expect(within(commitments).getAllByLabelText(/^Colour/)[3]).toHaveValue('refex-green');
    await user.type(within(commitments).getAllByLabelText(/^Title/)[3], 'Zero Waste');
    await user.click(screen.getByRole('button', { name: 'Save Section' }));
    expect(await screen.findByText('Heart Section saved successfully!')).toBeInTheDocument();
    expect((api.writes()[0].body as typeof content.heart).commitments[3]).toEqual({
      title: 'Zero Waste',
      subtitle: '',
      icon: 'ri-check-line',
      color: 'refex-green',
    });
    expect(heard).toHaveBeenCalledTimes(1);
    window.removeEventListener('sustainabilityHeartChanged', heard);
  });
});

describe('Sustainability badges', () => {
  beforeEach(() => signedIn());

  it('counts hero 1, heart sections, SDGs, policies, mission points + 1, innovation cards, CSR cards + impact items, footer 1, SEO 0 before any entry', async () => {
    fakeApi({
      [PATHS.heart]: content.heart,
      [PATHS.sdg]: content.sdgCards,
      [PATHS.policies]: content.policies,
      [PATHS.visionMission]: content.visionMission,
      [PATHS.digitalSolutions]: content.digitalSolutions,
      [PATHS.researchInnovations]: content.researchInnovations.slice(0, 2),
      [PATHS.social]: content.social,
      '/api/cms/seo': [],
    });
    expect(admin.subTabs.map((tab) => tab.label)).toEqual([
      'Hero',
      'Heart Section',
      'UN SDGs',
      'Policies',
      'Vision & Mission',
      'Innovation & Transformation',
      'Social Responsibility',
      'Footer Section',
      'SEO',
    ]);
    await expect(Promise.all(admin.subTabs.map((tab) => tab.count()))).resolves.toEqual([1, 3, 7, 6, 5, 5, 6, 1, 0]);
  });
});
