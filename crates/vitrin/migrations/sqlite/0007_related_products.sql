-- Related products are a category's best sellers: read in index order instead of sorting the
-- whole category on every product page.
CREATE INDEX products_category_sold ON products(category_id, sold_count DESC, id);
