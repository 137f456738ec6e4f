import { describe, expect, it } from 'vitest';
import { adviceNote, canChoose } from './advice-note';

describe('an advice on the product page', () => {
  it('can be chosen when some colour has the size in stock', () => {
    expect(canChoose({ SIZE_ID: 109, IN_STOCK: true })).toBe(true);
    expect(canChoose({ SIZE_ID: 109, IN_STOCK: false })).toBe(false);
    expect(canChoose({ SIZE_ID: 0, IN_STOCK: false })).toBe(false);
  });

  it('notes a size sold out everywhere, or only in the chosen colour, or not made in it', () => {
    expect(adviceNote({ SIZE_ID: 109, IN_STOCK: true }, 'available')).toBeNull();
    expect(adviceNote({ SIZE_ID: 109, IN_STOCK: false }, 'passive')).toBe('outOfStock');
    expect(adviceNote({ SIZE_ID: 109, IN_STOCK: true }, 'passive')).toBe('soldOutInColour');
    expect(adviceNote({ SIZE_ID: 109, IN_STOCK: true }, 'hidden')).toBe('notInColour');
  });

  it('adds nothing when the product lacks the size, which the reason says', () => {
    expect(adviceNote({ SIZE_ID: 0, IN_STOCK: false }, 'hidden')).toBeNull();
  });
});
