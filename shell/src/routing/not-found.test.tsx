import { render, screen } from '@testing-library/react';
import { NotFound } from './not-found';

it('shows the three exact lines of the not-found page', () => {
  render(<NotFound />);
  expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
  expect(screen.getByText('This page has not been generated')).toBeInTheDocument();
  expect(screen.getByText('Tell me what you would like on this page')).toBeInTheDocument();
});
