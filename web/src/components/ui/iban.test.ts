import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyIban, groupedIban } from './iban';

describe('an IBAN', () => {
  it('is shown in groups of four, in capitals, however it was written', () => {
    expect(groupedIban('TR330001001234567890123456')).toBe('TR33 0001 0012 3456 7890 1234 56');
    expect(groupedIban('TR33 0001 0012 3456 7890 1234 56')).toBe('TR33 0001 0012 3456 7890 1234 56');
    expect(groupedIban('tr330006100519786457841326')).toBe('TR33 0006 1005 1978 6457 8413 26');
  });

  it('is copied without its spaces, and says so only when the clipboard took it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await copyIban('TR33 0001 0012 3456 7890 1234 56')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('TR330001001234567890123456');
    vi.stubGlobal('navigator', {});
    expect(await copyIban('TR330001001234567890123456')).toBe(false);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });
});
