// The favourite heart of every product card inside (see the catalog's favourite-slot). The pages
// that show cards wrap them in it, so its code comes with them rather than with every page.
import type { ReactNode } from 'react';
import { FavouriteHeartContext, type DrawHeart } from '../../catalog';
import { FavouriteButton } from './FavouriteButton';

const drawHeart: DrawHeart = (productId, title) => <FavouriteButton productId={productId} title={title} />;

export function CardHearts({ children }: { children: ReactNode }) {
  return <FavouriteHeartContext value={drawHeart}>{children}</FavouriteHeartContext>;
}
