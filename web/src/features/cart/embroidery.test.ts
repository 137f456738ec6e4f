import { describe, expect, it } from 'vitest';
import { checkEmbroidery } from './embroidery';

describe('checkEmbroidery', () => {
  it('takes Turkish letters, spaces and hyphens up to the maximum', () => {
    expect(checkEmbroidery('Ayşe-Nur Öz', 12)).toBeNull();
    expect(checkEmbroidery('  Çağrı ', 12)).toBeNull();
  });

  it('refuses an empty name, other characters and a long name', () => {
    expect(checkEmbroidery('   ', 12)).toBe('required');
    expect(checkEmbroidery('Ali1', 12)).toBe('invalid');
    expect(checkEmbroidery('Ali!', 12)).toBe('invalid');
    expect(checkEmbroidery('Ahmet Mehmet Ali', 12)).toBe('invalid');
  });
});
