import { fireEvent, render, screen, within } from '@testing-library/react';
import { defaultLeadership, type LeadershipMember } from '@pharma/shared';
import { LeadershipSection } from './leadership-section';
import { resolveAbout } from '../about-content';

function renderLeadership(leadership: LeadershipMember[] = defaultLeadership) {
  const view = resolveAbout({ leadership });
  return render(<LeadershipSection managementTeam={view.managementTeam} advisoryBoard={view.advisoryBoard} />);
}

const names = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('button')
    .map((button) => button.querySelector('.about-member-name')?.textContent);

describe('Leadership', () => {
  it('shows the active Management Team and Advisory Board, never the Technical Leadership Team', () => {
    const members = defaultLeadership.map((member) => (member.name === 'Rajesh Menon' ? { ...member, isActive: false } : member));
    renderLeadership(members);
    expect(names('Management Team')).toEqual(['Dr. Arvind Subramanian', 'Kavitha Narayanan', 'Dr. Lukas Brunner']);
    expect(names('Advisory Board')).toEqual(['Dr. Helena Vogt', 'Prof. S. Ramachandran', 'Dr. Thomas Albrecht', 'Anjali Deshpande']);
    expect(screen.queryByText('Dr. Venkatesh Rao')).toBeNull();
    expect(screen.queryByText(/Technical Leadership Team/)).toBeNull();
  });

  it('opens a member in a modal with image, name, position and sanitized HTML; outside click closes', () => {
    const member: LeadershipMember = {
      ...defaultLeadership[0],
      description: '<p>Leads the <strong>group</strong>.</p><img src="x" onerror="window.hacked=1"><script>window.hacked=1</script>',
    };
    renderLeadership([member]);
    fireEvent.click(screen.getByRole('button', { name: /Dr. Arvind Subramanian/ }));
    const dialog = screen.getByRole('dialog', { name: 'Dr. Arvind Subramanian' });
    expect(within(dialog).getByText('Managing Director & Chief Executive Officer')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Portrait of Dr. Arvind Subramanian' })).toHaveAttribute('src', member.image);
    expect(within(dialog).getByText('group').tagName).toBe('STRONG');
    expect(dialog.innerHTML).not.toContain('onerror');
    expect(dialog.querySelector('script')).toBeNull();
    fireEvent.mouseDown(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with Escape and the Close button', () => {
    renderLeadership();
    fireEvent.click(screen.getByRole('button', { name: /Kavitha Narayanan/ }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Kavitha Narayanan/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('replaces a broken portrait with the default portrait', () => {
    renderLeadership([{ ...defaultLeadership[0], image: '/broken.webp' }]);
    const card = screen.getByRole('button', { name: /Dr. Arvind Subramanian/ });
    const image = card.querySelector('img')!;
    fireEvent.error(image);
    expect(card.querySelector('img')).toHaveAttribute('src', '/images/people/default-portrait.svg');
    fireEvent.click(card);
    const portrait = screen.getByRole('img', { name: 'Portrait of Dr. Arvind Subramanian' });
    fireEvent.error(portrait);
    expect(screen.getByRole('img', { name: 'Portrait of Dr. Arvind Subramanian' })).toHaveAttribute('src', '/images/people/default-portrait.svg');
  });
});
