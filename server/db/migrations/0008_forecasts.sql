-- 0008_forecasts: written by the work that needs it.
SELECT 1;
