import { render, screen, within } from '@testing-library/react';
import { defaultOfferings } from '@pharma/shared';
import { Offerings } from './offerings';

describe('What We Offer', () => {
  it('shows a card per offering with icon, metric, unit, title, description and colour', () => {
    render(<Offerings offerings={defaultOfferings} />);
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(14);
    const first = cards[0];
    expect(within(first).getByRole('heading', { name: 'Active Pharmaceutical Ingredients' })).toBeInTheDocument();
    expect(first).toHaveTextContent('150+');
    expect(first).toHaveTextContent('API Products');
    expect(first.querySelector('i')).toHaveClass('ri-flask-line');
    expect(first).toHaveStyle({ '--accent': defaultOfferings[0].color });
    expect(screen.getByRole('list')).toHaveClass('grid-3');
  });

  it('says so when there are no offerings', () => {
    render(<Offerings offerings={[]} />);
    expect(screen.getByText('No offerings available. Please add some in the admin panel.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
