-- Placeholder: filled in by the 0011_knowledge work.
SELECT 1;
