import { describe, expect, it } from 'vitest';
import { returnBody } from './api/request-return';
import {
  addPhotos,
  asksForIban,
  closedReason,
  exchangeField,
  exchangedPieces,
  linesField,
  MAX_PHOTO_BYTES,
  photoProblem,
  photosHelp,
  refundedPieces,
  returnableLines,
  returnProblems,
  returnSteps,
  sizesFor,
  withCount,
  type LineChoice,
} from './return-rules';
import type { ReturnableLine } from './types';

function line(lineId: number, returnable: number, sizes: [number, string, number][] = []): ReturnableLine {
  return {
    line_id: lineId,
    title: `Ürün ${String(lineId)}`,
    colour: 'Krem',
    size: '4-5 Yaş',
    returnable,
    other_sizes: sizes.map(([variant_id, size, stock]) => ({ variant_id, size, stock })),
  };
}

const choices = (...pairs: [number, LineChoice][]) => new Map(pairs);

describe('what a return takes', () => {
  it('offers only the lines with pieces left to send back', () => {
    expect(returnableLines([line(1, 2), line(2, 0), line(3, 1)]).map((l) => l.line_id)).toEqual([1, 3]);
  });

  it('writes the chosen pieces as lineId:quantity, leaving out lines with none', () => {
    const picked = choices([12, { count: 1, exchangeTo: null }], [13, { count: 0, exchangeTo: null }], [14, { count: 2, exchangeTo: 77 }]);
    expect(linesField(picked)).toBe('12:1,14:2');
    expect(linesField(choices())).toBe('');
  });

  it('writes the exchanges as lineId:variantId, only for lines that go back', () => {
    const picked = choices([12, { count: 1, exchangeTo: null }], [13, { count: 0, exchangeTo: 90 }], [14, { count: 2, exchangeTo: 77 }]);
    expect(exchangeField(picked)).toBe('14:77');
    expect(exchangeField(choices([12, { count: 1, exchangeTo: null }]))).toBe('');
  });

  it('counts the pieces refunded and exchanged, and asks for an IBAN only when money goes back to one', () => {
    const mixed = choices([1, { count: 2, exchangeTo: null }], [2, { count: 1, exchangeTo: 9 }]);
    expect(refundedPieces(mixed)).toBe(2);
    expect(exchangedPieces(mixed)).toBe(1);
    expect(asksForIban(true, mixed)).toBe(true);
    expect(asksForIban(false, mixed)).toBe(false);
    const exchangeOnly = choices([2, { count: 1, exchangeTo: 9 }]);
    expect(asksForIban(true, exchangeOnly)).toBe(false);
  });

  it('offers for an exchange only the sizes with enough pieces in stock', () => {
    const trousers = line(1, 3, [
      [10, '5-6 Yaş', 1],
      [11, '6-7 Yaş', 5],
    ]);
    expect(sizesFor(trousers, 1).map((s) => s.size)).toEqual(['5-6 Yaş', '6-7 Yaş']);
    expect(sizesFor(trousers, 2).map((s) => s.size)).toEqual(['6-7 Yaş']);
  });

  it('keeps a count within what is returnable, and drops an exchange whose size runs short', () => {
    const trousers = line(1, 3, [[10, '5-6 Yaş', 1]]);
    expect(withCount(trousers, { count: 1, exchangeTo: 10 }, 1)).toEqual({ count: 1, exchangeTo: 10 });
    expect(withCount(trousers, { count: 1, exchangeTo: 10 }, 2)).toEqual({ count: 2, exchangeTo: null });
    expect(withCount(trousers, undefined, 9)).toEqual({ count: 3, exchangeTo: null });
    expect(withCount(trousers, undefined, -1)).toEqual({ count: 0, exchangeTo: null });
  });
});

describe('the photos of a return', () => {
  const png = (name: string, size = 1000) => ({ name, type: 'image/png', size });

  it('takes JPEG, PNG and WebP up to 5 MB', () => {
    expect(photoProblem({ type: 'image/jpeg', size: MAX_PHOTO_BYTES })).toBeNull();
    expect(photoProblem({ type: 'image/webp', size: 10 })).toBeNull();
    expect(photoProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(photoProblem({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(photoProblem({ type: 'image/png', size: MAX_PHOTO_BYTES + 1 })).toBe('size');
  });

  it('keeps at most three, and names each one refused with why', () => {
    const first = addPhotos([png('a.png')], [png('b.png'), { name: 'c.gif', type: 'image/gif', size: 5 }, png('d.png'), png('e.png')]);
    expect(first.photos.map((p) => p.name)).toEqual(['a.png', 'b.png', 'd.png']);
    expect(first.refused).toEqual([
      { name: 'c.gif', problem: 'type' },
      { name: 'e.png', problem: 'tooMany' },
    ]);
    const big = addPhotos([], [png('big.png', MAX_PHOTO_BYTES + 1)]);
    expect(big).toEqual({ photos: [], refused: [{ name: 'big.png', problem: 'size' }] });
  });

  it('are offered for a fault or a wrong item', () => {
    expect(photosHelp('defective')).toBe(true);
    expect(photosHelp('wrong_item')).toBe(true);
    expect(photosHelp('wrong_size')).toBe(false);
    expect(photosHelp('')).toBe(false);
  });
});

describe('the form before it is sent', () => {
  const one = choices([1, { count: 1, exchangeTo: null }]);

  it('needs pieces and a reason', () => {
    expect(returnProblems(choices(), '', '')).toEqual({ lines: 'pickLines', reason: 'reason' });
    expect(returnProblems(choices([1, { count: 0, exchangeTo: null }]), 'wrong_size', '')).toEqual({ lines: 'pickLines' });
    expect(returnProblems(one, 'wrong_size', '')).toEqual({});
  });

  it('needs the shopper’s words with “other”, and never more than 500 characters', () => {
    expect(returnProblems(one, 'other', '  ab ')).toEqual({ reasonText: 'reasonText' });
    expect(returnProblems(one, 'other', 'abc')).toEqual({});
    expect(returnProblems(one, 'defective', 'x'.repeat(501))).toEqual({ reasonText: 'reasonTextLong' });
    expect(returnProblems(one, 'defective', '')).toEqual({});
  });

  it('is sent as multipart with the lines, exchanges, words, photos and IBAN', () => {
    const photo = new File(['png'], 'leke.png', { type: 'image/png' });
    const body = returnBody({
      orderNo: '4821339017',
      choices: choices([1, { count: 2, exchangeTo: null }], [2, { count: 1, exchangeTo: 55 }]),
      reason: 'defective',
      reasonText: '  dikişi sökük ',
      photos: [photo],
      iban: 'TR33 0006 1005 1978 6457 8413 26',
      accountHolder: 'Elif Kaya',
    });
    expect(body.get('lines')).toBe('1:2,2:1');
    expect(body.get('exchange')).toBe('2:55');
    expect(body.get('reason')).toBe('defective');
    expect(body.get('reason_text')).toBe('dikişi sökük');
    expect((body.getAll('photos')[0] as File).name).toBe('leke.png');
    expect(body.get('iban')).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(body.get('account_holder')).toBe('Elif Kaya');
  });

  it('leaves out what was not given', () => {
    const body = returnBody({ orderNo: '4821339017', choices: one, reason: 'wrong_size', reasonText: ' ', photos: [] });
    expect([...body.keys()].sort()).toEqual(['lines', 'reason']);
  });
});

describe('where a return stands', () => {
  const states = (status: Parameters<typeof returnSteps>[0]) => returnSteps(status).map((s) => `${s.key}:${s.state}${s.here ? '*' : ''}`);

  it('walks from the request to the parcel received to approved', () => {
    expect(states('requested')).toEqual(['requested:current*', 'received:todo', 'approved:todo']);
    expect(states('received')).toEqual(['requested:done', 'received:current*', 'approved:todo']);
    expect(states('approved')).toEqual(['requested:done', 'received:done', 'approved:done*']);
  });

  it('ends in rejected instead of approved', () => {
    expect(states('rejected')).toEqual(['requested:done', 'received:done', 'rejected:rejected*']);
  });

  it('says why an order can no longer be returned only once it was delivered', () => {
    const passed = { open: false, until: 1_800_000_000, closed: 'deadline_passed' as const };
    expect(closedReason(passed, 'delivered')).toBe('deadline_passed');
    expect(closedReason({ open: false, until: 1, closed: 'all_returned' }, 'returned')).toBe('all_returned');
    expect(closedReason({ open: false, until: null, closed: 'not_delivered' }, 'shipped')).toBeNull();
    expect(closedReason({ open: true, until: 1_800_000_000, closed: null }, 'delivered')).toBeNull();
  });
});
