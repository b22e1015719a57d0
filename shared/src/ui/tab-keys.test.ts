import { describe, expect, it, jest } from '@jest/globals';
import { handleTabKey, nextTabIndex } from './tab-keys';

describe('nextTabIndex', () => {
  it('moves to the neighbour with the arrows and wraps at both ends', () => {
    expect(nextTabIndex('ArrowRight', 0, 3)).toBe(1);
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 1, 3)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextTabIndex('ArrowDown', 2, 3)).toBe(0);
    expect(nextTabIndex('ArrowUp', 0, 3)).toBe(2);
  });

  it('jumps to the ends with Home and End', () => {
    expect(nextTabIndex('Home', 2, 4)).toBe(0);
    expect(nextTabIndex('End', 0, 4)).toBe(3);
  });

  it('leaves Up and Down to the page when only horizontal arrows move', () => {
    expect(nextTabIndex('ArrowDown', 0, 3, 'horizontal')).toBeNull();
    expect(nextTabIndex('ArrowUp', 1, 3, 'horizontal')).toBeNull();
    expect(nextTabIndex('ArrowRight', 2, 3, 'horizontal')).toBe(0);
    expect(nextTabIndex('End', 0, 3, 'horizontal')).toBe(2);
  });

  it('ignores other keys and empty tab lists', () => {
    expect(nextTabIndex('Enter', 0, 3)).toBeNull();
    expect(nextTabIndex('a', 0, 3)).toBeNull();
    expect(nextTabIndex('ArrowRight', 0, 0)).toBeNull();
  });
});

describe('handleTabKey', () => {
  it('prevents the default of a key that moves and selects the new index', () => {
    const event = { key: 'End', preventDefault: jest.fn() };
    const select = jest.fn();
    handleTabKey(event, 0, 4, select);
    expect(event.preventDefault).toHaveBeenCalledTimes(1);
    expect(select).toHaveBeenCalledWith(3);
  });

  it('leaves other keys alone', () => {
    const event = { key: 'ArrowDown', preventDefault: jest.fn() };
    const select = jest.fn();
    handleTabKey(event, 0, 4, select, 'horizontal');
    handleTabKey({ ...event, key: 'Tab' }, 0, 4, select);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(select).not.toHaveBeenCalled();
  });
});
