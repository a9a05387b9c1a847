-- Placeholder: filled in by the 0013_service_actions work.
SELECT 1;
