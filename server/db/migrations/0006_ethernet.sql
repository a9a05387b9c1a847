-- 0006_ethernet: written by the work that needs it.
SELECT 1;
