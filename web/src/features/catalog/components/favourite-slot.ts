// A product card's favourite heart comes from the favourites feature, which shows catalog cards on
// its own page: so the pages hand the heart in rather than the catalog importing it.
import { createContext, useContext, type ReactNode } from 'react';

/** Draws the heart of one product. */
export type DrawHeart = (productId: number, title: string) => ReactNode;

export const FavouriteHeartContext = createContext<DrawHeart | null>(null);

export function useFavouriteHeart(): DrawHeart {
  const drawHeart = useContext(FavouriteHeartContext);
  if (drawHeart === null) throw new Error('A product card needs the FavouriteHeartContext of its page');
  return drawHeart;
}
