import { describe, expect, it } from 'vitest';
import { pinBox, placeLabels } from './label-placement';

const view = { width: 400, height: 300 };
const label = (x: number, y: number, width = 60, height = 14) => ({ x, y, width, height });

describe('placeLabels', () => {
  it('shows names that fit apart from each other', () => {
    expect(placeLabels([label(100, 100), label(250, 100), label(100, 200)], view)).toEqual([true, true, true]);
  });

  it('gives way to the earlier (bigger) province when two names overlap', () => {
    expect(placeLabels([label(100, 100), label(130, 105)], view)).toEqual([true, false]);
    expect(placeLabels([label(130, 105), label(100, 100)], view)).toEqual([true, false]);
  });

  it('keeps the gap free around a name', () => {
    // 60 px wide names 66 px apart: 6 px between them, less than twice the 4 px gap.
    expect(placeLabels([label(100, 100), label(166, 100)], view)).toEqual([true, false]);
    expect(placeLabels([label(100, 100), label(166, 100)], view, [], 2)).toEqual([true, true]);
  });

  it('hides names cut by the edge of the view', () => {
    expect(placeLabels([label(20, 100), label(200, 5), label(390, 150), label(200, 296), label(200, 150)], view)).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
  });

  it('leaves the stores’ markers uncovered', () => {
    // A pin standing at (200, 150) covers 186-214 across and 114-150 down.
    expect(pinBox(200, 150)).toEqual({ left: 186, top: 114, right: 214, bottom: 150 });
    expect(placeLabels([label(200, 130), label(200, 180)], view, [pinBox(200, 150)])).toEqual([false, true]);
  });
});
