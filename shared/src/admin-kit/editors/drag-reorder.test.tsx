import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { moveItem, useDragReorder } from './drag-reorder';

describe('moveItem', () => {
  it('moves one item and leaves the input alone', () => {
    const list = ['a', 'b', 'c'];
    expect(moveItem(list, 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(list, 0, 1)).toEqual(['b', 'a', 'c']);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('answers null for a move that goes nowhere', () => {
    expect(moveItem(['a', 'b'], 1, 1)).toBeNull();
    expect(moveItem(['a', 'b'], 0, 2)).toBeNull();
    expect(moveItem(['a', 'b'], -1, 0)).toBeNull();
  });
});

function List({ enabled }: { enabled: boolean }) {
  const [items, setItems] = useState(['a', 'b', 'c']);
  const { dragProps } = useDragReorder((from, to) => setItems((list) => moveItem(list, from, to) ?? list), enabled);
  return (
    <ol>
      {items.map((item, index) => (
        <li key={item} {...dragProps(index)}>
          {item}
        </li>
      ))}
    </ol>
  );
}

/** A drag of one element onto another, with the DataTransfer the events share. */
function drag(from: HTMLElement, to: HTMLElement) {
  const store: Record<string, string> = {};
  const dataTransfer = { effectAllowed: '', dropEffect: '', setData: (k: string, v: string) => (store[k] = v), getData: (k: string) => store[k] ?? '' };
  fireEvent.dragStart(from, { dataTransfer });
  fireEvent.dragOver(to, { dataTransfer });
  fireEvent.drop(to, { dataTransfer });
}

describe('useDragReorder', () => {
  it('moves the dragged element to where it is dropped', () => {
    render(<List enabled />);
    drag(screen.getByText('c'), screen.getByText('a'));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['c', 'a', 'b']);
  });

  it('makes nothing draggable and ignores drops while disabled', () => {
    render(<List enabled={false} />);
    expect(screen.getByText('a')).not.toHaveAttribute('draggable');
    drag(screen.getByText('c'), screen.getByText('a'));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b', 'c']);
  });
});
