// Catalog attributes (spec section 3): each group as a select or as buttons. An option leads to
// the product of the same model that has it; options no product of the model has are disabled.
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CatalogAttribute } from '../types';
import './product.css';

export function CatalogAttributes({ attributes }: { attributes: CatalogAttribute[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const baseId = useId();
  if (attributes.length === 0) return null;
  return (
    <div className="attributes" data-testid="catalog-attributes">
      {attributes.map((group) => {
        const selected = group.OPTIONS.find((o) => o.SELECTED === 1);
        const id = `${baseId}-${group.GROUP_ID}`;
        if (group.CATALOG_VIEW === 'select') {
          return (
            <div key={group.GROUP_ID} className="attributes__group">
              <label htmlFor={id} className="attributes__name">
                {group.GROUP_NAME}
              </label>
              <select
                id={id}
                className="attributes__select"
                value={selected?.ID ?? ''}
                onChange={(event) => {
                  const option = group.OPTIONS.find((o) => String(o.ID) === event.target.value);
                  if (option?.URL) void navigate(option.URL);
                }}
              >
                {group.OPTIONS.map((o) => (
                  <option key={o.ID} value={o.ID} disabled={o.PRODUCT_ID === 0}>
                    {o.PRODUCT_ID === 0 ? t('product.attributes.unavailable', { name: o.NAME }) : o.NAME}
                  </option>
                ))}
              </select>
            </div>
          );
        }
        return (
          <div key={group.GROUP_ID} className="attributes__group" role="group" aria-labelledby={id}>
            <span id={id} className="attributes__name">
              {group.GROUP_NAME}
            </span>
            <div className="attributes__buttons">
              {group.OPTIONS.map((o) =>
                o.SELECTED === 1 ? (
                  <span key={o.ID} className="attributes__button" aria-current="true">
                    {o.NAME}
                  </span>
                ) : o.PRODUCT_ID === 0 ? (
                  <span key={o.ID} className="attributes__button" aria-disabled="true" title={t('product.attributes.unavailable', { name: o.NAME })}>
                    {o.NAME}
                  </span>
                ) : (
                  <Link key={o.ID} to={o.URL} className="attributes__button">
                    {o.NAME}
                  </Link>
                ),
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
