import { describe, expect, it } from '@jest/globals';
import { itemDialogTitle, itemNameOf } from './dialog-title';

describe('itemDialogTitle', () => {
  it("says what is edited: the noun and the item's own title or name", () => {
    expect(itemDialogTitle('edit', 'Offering', { title: 'Quality Assurance' })).toBe('Edit Offering: Quality Assurance');
    expect(itemDialogTitle('edit', 'Team Member', { name: 'Dr. Rao', position: 'Advisor' })).toBe('Edit Team Member: Dr. Rao');
    expect(itemDialogTitle('edit', 'CSR Card', { cardTitle: 'Health' })).toBe('Edit CSR Card: Health');
  });

  it('keeps the spec\'s "Add New" for a new item and plain "Edit <noun>" for an unnamed one', () => {
    expect(itemDialogTitle('add', 'Offering', { title: '' })).toBe('Add New Offering');
    expect(itemDialogTitle('edit', 'Offering', { title: '  ' })).toBe('Edit Offering');
  });

  it('reads a rich-text title as text and cuts a long one', () => {
    expect(itemNameOf({ title: '<p>Clean <b>water</b></p>' })).toBe('Clean water');
    expect(itemNameOf({ title: 'x'.repeat(80) })).toHaveLength(60);
  });
});
