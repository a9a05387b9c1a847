/** The provider's paginated answer (spec 1 §3) holding the given rows as page 1 of `total`. */
export const pageOf = <Row>(rows: Row[], total = rows.length) => ({
  current_page: 1,
  from: rows.length ? 1 : null,
  to: rows.length ? rows.length : null,
  per_page: 10,
  total,
  data: rows,
});
