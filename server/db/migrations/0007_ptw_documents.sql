-- 0007_ptw_documents: written by the work that needs it.
SELECT 1;
