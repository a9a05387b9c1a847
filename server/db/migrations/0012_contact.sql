-- Placeholder: filled in by the 0012_contact work.
SELECT 1;
