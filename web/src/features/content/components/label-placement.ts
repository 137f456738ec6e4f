// Which province names the offline store map shows: names are page text over the map (no glyph
// files), so the map cannot place them itself. In the given order (biggest province first), a name
// shows when it lies inside the view and overlaps neither a name already shown nor an obstacle
// (a store's marker).

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A name centred on (x, y), in pixels of the map's view. */
export interface LabelCandidate {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** For each candidate, whether it is shown; `gap` pixels are kept free around each name. */
export function placeLabels(
  candidates: readonly LabelCandidate[],
  view: { width: number; height: number },
  obstacles: readonly Box[] = [],
  gap = 4,
): boolean[] {
  const taken: Box[] = [...obstacles];
  return candidates.map(({ x, y, width, height }) => {
    const box = {
      left: x - width / 2 - gap,
      top: y - height / 2 - gap,
      right: x + width / 2 + gap,
      bottom: y + height / 2 + gap,
    };
    const inside = box.left >= 0 && box.top >= 0 && box.right <= view.width && box.bottom <= view.height;
    if (!inside || taken.some((other) => overlaps(box, other))) return false;
    taken.push(box);
    return true;
  });
}

/** The box a map pin standing on (x, y) covers: 28 px wide, 36 px tall (as store-map-engine draws it). */
export function pinBox(x: number, y: number): Box {
  return { left: x - 14, top: y - 36, right: x + 14, bottom: y };
}
