import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { defaultAboutContent } from '@pharma/shared';
import { apiDown, fakeFetch } from '@pharma/shared/testing';
import { AboutPage } from './about-page';

function renderAbout(state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/about', state }]}>
      <AboutPage />
    </MemoryRouter>,
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const h1 = () => screen.getByRole('heading', { level: 1 });

describe('AboutPage', () => {
  const scrollIntoView = jest.fn();
  beforeEach(() => {
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows a spinner over the built-in content while the content loads, then the server content', async () => {
    let answer: (value: unknown) => void = () => undefined;
    global.fetch = jest.fn(() => new Promise((resolve) => (answer = resolve))) as unknown as typeof fetch;
    renderAbout();
    expect(screen.getByRole('status')).toHaveTextContent('Loading About page');
    expect(h1()).toHaveTextContent('About Auralis Life Sciences');
    const edited = { ...defaultAboutContent, hero: { ...defaultAboutContent.hero, title: 'About Us, edited' } };
    await act(async () => answer({ ok: true, status: 200, json: async () => ({ data: edited }) }));
    expect(h1()).toHaveTextContent('About Us, edited');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows every section from the built-in content when the API is down', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    apiDown();
    renderAbout();
    await waitFor(() => expect(h1()).toHaveTextContent('About Auralis Life Sciences'));
    const logos = within(screen.getByRole('list', { name: 'Group companies' })).getAllByRole('link');
    expect(logos).toHaveLength(3);
    logos.forEach((logo) => expect(logo).toHaveAttribute('target', '_blank'));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Our Journey', 'Our Vision & Mission', 'Leadership Team']);
    expect(screen.getByRole('heading', { name: 'Our Vision' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
    for (const value of ['Innovation', 'Integrate', 'Improve', 'Impact']) {
      expect(screen.getByRole('heading', { level: 4, name: value })).toBeInTheDocument();
    }
    expect(screen.getByRole('group', { name: 'Management Team' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Advisory Board' })).toBeInTheDocument();
    const more = screen.getByRole('link', { name: /To know more/ });
    expect(more).toHaveAttribute('href', 'https://www.auralis-group.example');
    expect(more).toHaveAttribute('target', '_blank');
  });

  it('renders the server hero with its HTML description sanitized', async () => {
    fakeFetch({
      '/api/cms/about': {
        ...defaultAboutContent,
        hero: {
          ...defaultAboutContent.hero,
          title: 'Server Title',
          description: '<p>Safe <em>text</em></p><script>window.x=1</script><a href="javascript:alert(1)">bad</a>',
        },
      },
    });
    renderAbout();
    await waitFor(() => expect(h1()).toHaveTextContent('Server Title'));
    const description = screen.getByText('text').closest('div')!;
    expect(description.querySelector('script')).toBeNull();
    expect(description.innerHTML).not.toContain('javascript:');
  });

  it('reloads when aboutDataChanged fires', async () => {
    const routes: Record<string, unknown> = { '/api/cms/about': defaultAboutContent };
    fakeFetch(routes);
    renderAbout();
    await waitFor(() => expect(h1()).toHaveTextContent('About Auralis Life Sciences'));
    routes['/api/cms/about'] = { ...defaultAboutContent, hero: { ...defaultAboutContent.hero, title: 'Edited Title' } };
    act(() => {
      window.dispatchEvent(new Event('aboutDataChanged'));
    });
    await waitFor(() => expect(h1()).toHaveTextContent('Edited Title'));
  });

  it('scrolls to a section from its tab, and moves between tabs with the arrow keys', async () => {
    fakeFetch({ '/api/cms/about': defaultAboutContent });
    renderAbout();
    await waitFor(() => expect(tab('Our Journey')).toHaveAttribute('aria-selected', 'true'));
    fireEvent.click(tab('Leadership Team'));
    expect(tab('Leadership Team')).toHaveAttribute('aria-selected', 'true');
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById('leadership'));

    const user = userEvent.setup();
    tab('Leadership Team').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Our Journey')).toHaveFocus();
    expect(tab('Our Journey')).toHaveAttribute('aria-selected', 'true');
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById('journey'));
    await user.keyboard('{End}');
    expect(tab('Leadership Team')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Our Vision & Mission')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Our Vision & Mission')).toHaveAttribute('tabindex', '0');
    expect(tab('Our Journey')).toHaveAttribute('tabindex', '-1');
  });

  it('highlights the tab of the section being read', async () => {
    fakeFetch({ '/api/cms/about': defaultAboutContent });
    renderAbout();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    const place = (id: string, top: number, height: number) => {
      const element = document.getElementById(id)!;
      element.getBoundingClientRect = () => ({ top: top - window.scrollY }) as DOMRect;
      Object.defineProperty(element, 'offsetHeight', { value: height, configurable: true });
    };
    place('journey', 700, 800);
    place('vision', 1500, 1500);
    place('leadership', 3000, 2000);
    place('management', 3200, 800);
    const scroll = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      fireEvent.scroll(window);
    };
    scroll(1300);
    expect(tab('Our Vision & Mission')).toHaveAttribute('aria-selected', 'true');
    scroll(3000);
    expect(tab('Leadership Team')).toHaveAttribute('aria-selected', 'true');
    scroll(500);
    expect(tab('Our Journey')).toHaveAttribute('aria-selected', 'true');
    scroll(0);
  });

  it('scrolls to the tab asked for by the header link', async () => {
    fakeFetch({ '/api/cms/about': defaultAboutContent });
    renderAbout({ activeTab: 'leadership', scrollToTop: true });
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('leadership'));
    expect(tab('Leadership Team')).toHaveAttribute('aria-selected', 'true');
  });
});
