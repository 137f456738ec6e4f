// Categories as list items of plain links, for the menus' lists (the header's and the phone's);
// `onClick` closes the menu they are in.
import { Link } from 'react-router';
import type { Category } from '../../../lib/page-data';

export function CategoryItems({ categories, onClick }: { categories: readonly Category[]; onClick: () => void }) {
  return categories.map((category) => (
    <li key={category.ID}>
      <Link to={category.URL} onClick={onClick}>
        {category.NAME}
      </Link>
    </li>
  ));
}
