import { Link } from 'react-router';
import type { Category } from '../../../lib/page-data';

/** A row of category links as chips: sub-categories of a list, or categories matching a search. */
interface CategoryChipsProps {
  categories: Pick<Category, 'ID' | 'NAME' | 'URL'>[];
  label: string;
}

export function CategoryChips({ categories, label }: CategoryChipsProps) {
  if (categories.length === 0) return null;
  return (
    <nav className="subcategories" aria-label={label}>
      <ul>
        {categories.map((c) => (
          <li key={c.ID}>
            <Link to={c.URL} className="chip chip--outline">
              {c.NAME}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
