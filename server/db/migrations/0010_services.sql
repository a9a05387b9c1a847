-- Placeholder: filled in by the 0010_services work.
SELECT 1;
