import { render, screen } from '@testing-library/react';
import { fakeApi, signedIn, stubLayout } from '@pharma/shared/testing';
import { AboutSectionsPanel, AboutValuesPanel, JourneyMilestonesPanel } from './about-lists-panels';

/*
 * About Sections, Values and Journey Milestones are edited but no public page shows them (the spec keeps
 * them off the About page): each sub-tab says so, with why, above its table.
 */

describe('About lists that no public page shows', () => {
  beforeEach(() => {
    signedIn();
    stubLayout();
    fakeApi({});
  });
  afterEach(() => localStorage.clear());

  it.each([
    ['About Sections', AboutSectionsPanel],
    ['Values', AboutValuesPanel],
    ['Journey Milestones', JourneyMilestonesPanel],
  ])('%s says it is not shown on the public site, and why', async (title, Panel) => {
    render(<Panel onChanged={() => undefined} />);
    const block = await screen.findByRole('region', { name: title });
    const note = screen.getByRole('note');
    expect(block).toContainElement(note);
    expect(note).toHaveTextContent('Not shown on the public site.');
    expect(note).toHaveTextContent('the specification keeps these items off the public site');
  });
});
