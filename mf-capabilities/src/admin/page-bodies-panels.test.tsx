import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { researchDevelopmentPage } from '@pharma/shared';
import { ResearchDevelopmentPanel } from './page-bodies-panels';
import { fakeApi, signedIn } from '@pharma/shared/testing';

const PATH = '/api/cms/capabilities/research-development';

describe('Research & Development page editor', () => {
  beforeEach(() => signedIn());
  afterEach(() => localStorage.clear());

  it('edits a technology platform in its nested list and saves the whole body', async () => {
    const api = fakeApi({ [PATH]: { ...researchDevelopmentPage, version: 1 } });
    const user = userEvent.setup();
    render(<ResearchDevelopmentPanel onChanged={() => undefined} />);
    const platforms = await screen.findByRole('group', { name: 'Technology Platforms' });
    expect(screen.getByRole('group', { name: 'Pipeline' })).toBeInTheDocument();

    const titles = platforms.querySelectorAll<HTMLInputElement>('input[type="text"]');
    const firstTitle = [...titles].find((input) => input.value === 'Continuous-Flow Chemistry')!;
    await user.clear(firstTitle);
    await user.type(firstTitle, 'Flow Chemistry at Scale');
    await user.click(screen.getByRole('button', { name: 'Save Section' }));

    expect(await screen.findByText('Research & Development Page saved successfully!')).toBeInTheDocument();
    const put = api.writes().find((call) => call.method === 'PUT')!;
    expect(put.url).toBe(PATH);
    expect((put.body as typeof researchDevelopmentPage).platforms.map((p) => p.title)).toEqual([
      'Flow Chemistry at Scale',
      'Biocatalysis',
      'Solid-State Science',
    ]);
    expect((put.body as typeof researchDevelopmentPage).pipeline).toEqual(researchDevelopmentPage.pipeline);
  });
});
