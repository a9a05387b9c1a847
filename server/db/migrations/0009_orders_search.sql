-- 0009_orders_search: written by the work that needs it.
SELECT 1;
