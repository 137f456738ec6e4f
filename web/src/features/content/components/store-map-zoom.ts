// Spec section 9: the store map's zooms, in the units of 256-pixel web map tiles (as the block's
// ZOOM setting). The default view's zoom is the block's ZOOM (6 in the demo shop).

/** A chosen store is shown at this zoom. */
export const DETAIL_ZOOM = 13;
/** The store nearest to the shopper is shown at this zoom. */
export const NEAREST_ZOOM = 14;
/** On phones the default zoom is divided by this. */
export const MOBILE_ZOOM_DIVISOR = 1.3;
