import { defaultTherapeuticCategories, type TherapeuticCategory } from '@pharma/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { blobText, captureDownloads, readLocation, renderWithRouter } from '@pharma/shared/testing';
import { apiListCsv } from './api-list-modal';
import { TherapeuticPanel } from './therapeutic-panel';

function cardFor(name: string): HTMLElement {
  return screen.getByRole('heading', { level: 3, name }).closest('article') as HTMLElement;
}

function renderPanel(query = '', categories?: TherapeuticCategory[]) {
  return renderWithRouter(<TherapeuticPanel query={query} categories={categories} />, '/products');
}

describe('therapeutic panel', () => {
  it('offers All Categories plus the 17 categories with their API counts (77 in all)', () => {
    renderPanel();
    const select = screen.getByLabelText('Therapeutic category');
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toHaveLength(18);
    expect(options[0]).toBe('All Categories (77 APIs)');
    expect(options).toContain('Anti-Histaminic (3)');
    expect(options).toContain('Anti-Convulsant/Anxiolytic (15)');
    expect(options).toContain('COPD (3)');
    expect(screen.getAllByRole('article')).toHaveLength(17);
    expect(screen.getByText('17 categories · 77 APIs')).toBeInTheDocument();
  });

  it('shows only the chosen category, and all of them again for All Categories', async () => {
    const user = userEvent.setup();
    renderPanel();
    const select = screen.getByLabelText('Therapeutic category');
    await user.selectOptions(select, 'anti-psychotic');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(cardFor('Anti-Psychotic')).toBeInTheDocument();
    expect(screen.getByText('1 category · 9 APIs')).toBeInTheDocument();
    await user.selectOptions(select, 'all');
    expect(screen.getAllByRole('article')).toHaveLength(17);
  });

  it('previews the first 3 APIs, then +N more APIs, with 100% development progress', () => {
    renderPanel();
    const card = cardFor('Anti-Convulsant/Anxiolytic');
    const preview = within(card).getByRole('list', { name: 'APIs in Anti-Convulsant/Anxiolytic' });
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Clonazepam', 'Diazepam', 'Lorazepam']);
    expect(within(card).getByText('+12 more APIs')).toBeInTheDocument();
    expect(within(card).getByText('15 APIs')).toBeInTheDocument();
    expect(within(card).getByText('Development Progress')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(card).getByText('100%')).toBeInTheDocument();
  });

  it('shows no "more" line when a category has 3 APIs or fewer', () => {
    renderPanel();
    const card = cardFor('COPD');
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card).queryByText(/more APIs/)).toBeNull();
  });

  it('cuts API names longer than 25 characters to 25 plus an ellipsis, keeping the full name for assistive tech', () => {
    renderPanel();
    const card = cardFor('Anti-Allergic');
    // 'Levocetirizine Dihydrochloride' is 30 characters long.
    const cut = within(card).getByText('Levocetirizine Dihydrochl...');
    expect(cut).toHaveAttribute('aria-hidden', 'true');
    expect(within(card).getByText('Levocetirizine Dihydrochloride')).toHaveClass('visually-hidden');
    // Exactly 25 characters stays whole.
    expect('Atomoxetine Hydrochloride').toHaveLength(25);
    const whole = within(cardFor('ADHD')).getByText('Atomoxetine Hydrochloride');
    expect(whole).not.toHaveAttribute('aria-hidden');
    expect(whole).not.toHaveClass('visually-hidden');
  });

  it('narrows cards to the search (name or CAS) and counts the matches', () => {
    renderPanel('sertraline');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    const card = cardFor('Anti-Depressants');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sertraline Hydrochloride']);
    expect(within(card).queryByText(/more APIs/)).toBeNull();
  });

  it('shows the empty-state texts when nothing matches', () => {
    renderPanel('no-such-molecule');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filter criteria')).toBeInTheDocument();
  });

  it('opens the full list in a modal and the Close button clears the selection', async () => {
    const user = userEvent.setup();
    renderPanel();
    const opener = within(cardFor('Anti-Psychotic')).getByRole('button', { name: /View all APIs in Anti-Psychotic/ });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Anti-Psychotic' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(9);
    expect(within(rows[0]).getByText('Olanzapine')).toBeInTheDocument();
    expect(within(rows[0]).getByText('132539-06-1')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download API List' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Request Quote' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes the modal on a backdrop click and on Escape', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(within(cardFor('COPD')).getByRole('button', { name: /View all APIs/ }));
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await user.pointer({ keys: '[MouseLeft]', target: backdrop });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(within(cardFor('COPD')).getByRole('button', { name: /View all APIs/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists every API in the modal even when the search narrowed the card', async () => {
    const user = userEvent.setup();
    renderPanel('sertraline');
    await user.click(screen.getByRole('button', { name: /View all APIs in Anti-Depressants/ }));
    expect(within(screen.getByRole('dialog')).getAllByRole('row')).toHaveLength(16);
  });

  it('downloads the category as a CSV of name, CAS and category', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    renderPanel();
    await user.click(within(cardFor('Anti-Allergic')).getByRole('button', { name: /View all APIs/ }));
    await user.click(screen.getByRole('button', { name: 'Download API List' }));
    downloads.restore();
    expect(downloads.saved.map((d) => d.filename)).toEqual(['auralis-anti-allergic-apis.csv']);
    const lines = (await blobText(downloads.saved[0].blob)).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('API Name,CAS Number,Therapeutic Category');
    expect(lines[1]).toBe('Montelukast Sodium,151767-02-1,Anti-Allergic');
    expect(lines.filter(Boolean)).toHaveLength(8);
  });

  it('builds the CSV of any category from its full list', () => {
    const category = defaultTherapeuticCategories.find((c) => c.id === 'anti-convulsant-anxiolytic')!;
    expect(apiListCsv(category).trim().split('\r\n')).toHaveLength(16);
  });

  it('Request Quote goes to /contact with the subject as query and navigation state', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(within(cardFor('COPD')).getByRole('button', { name: /View all APIs/ }));
    await user.click(screen.getByRole('link', { name: 'Request Quote' }));
    const location = readLocation(screen.getByTestId('location'));
    expect(location).toEqual({
      pathname: '/contact',
      search: `?subject=${encodeURIComponent('Quote request: COPD APIs')}`,
      state: { subject: 'Quote request: COPD APIs' },
    });
    expect(new URLSearchParams(location.search).get('subject')).toBe('Quote request: COPD APIs');
  });
});
