-- Seeds one company for the expenses benchmark: 100 vendors, 200 receipt files, :n expenses and
-- :n supplier invoices spread over ~3 years (dates interleave between the two tables), a few
-- hundred cancelled invoices, all in ILS except one in ten in USD.
--   psql -v company=1 -v n=200000 -f bench/expenses/seed.sql
\set ON_ERROR_STOP on
BEGIN;
INSERT INTO entities (company_id, is_vendor, name, tax_id, type)
SELECT :company, true, 'Bench vendor ' || g, 'BV' || g, 'COMPANY' FROM generate_series(1, 100) g;
-- The receipts are rows only (no bytes in storage), so they are seeded as already inspected:
-- otherwise the API's start-up recovery queues an inspection of each, and the failing retries
-- would run, and log, during the measurement.
INSERT INTO files (company_id, name, mime_type, size, sha256, storage_key, detected_type, inspected_at)
SELECT :company, 'receipt-' || g || '.pdf', 'application/pdf', 1000, repeat('0', 64), 'bench-' || g, 'pdf', now() FROM generate_series(1, 200) g;
CREATE TEMP TABLE v AS SELECT row_number() OVER (ORDER BY id) AS n, id FROM entities WHERE company_id = :company AND name LIKE 'Bench vendor %';
CREATE TEMP TABLE f AS SELECT row_number() OVER (ORDER BY id) AS n, id FROM files WHERE company_id = :company AND name LIKE 'receipt-%';
INSERT INTO expenses (company_id, vendor_id, file_id, user_key_id, title, date, document_number, currency, total, tax, deductable_tax,
                      is_equipment, notes, total_in_ils, tax_in_ils, deductable_tax_in_ils, created_at)
SELECT :company, v.id, f.id, (SELECT min(id) FROM api_keys WHERE company_id = :company),
       'Expense ' || g || ' ' || (ARRAY['paper', 'fuel', 'hosting', 'coffee', 'repairs'])[1 + g % 5], DATE '2024-01-01' + (g * 7919 % 1100),
       'E-' || g, CASE WHEN g % 10 = 0 THEN 'USD' ELSE 'ILS' END, t.total, t.tax, t.tax, g % 17 = 0, NULL,
       CASE WHEN g % 10 = 0 THEN round(t.total * 3.65, 2) ELSE t.total END,
       CASE WHEN g % 10 = 0 THEN round(t.tax * 3.65, 2) ELSE t.tax END,
       CASE WHEN g % 10 = 0 THEN round(t.tax * 3.65, 2) ELSE t.tax END, now()
  FROM generate_series(1, :n) g
  JOIN v ON v.n = 1 + g % 100
  JOIN f ON f.n = 1 + g % 200
  CROSS JOIN LATERAL (SELECT (10 + g % 5000)::numeric(18,2) AS total, round((10 + g % 5000) * 0.17 / 1.17, 2) AS tax) t;
INSERT INTO supplier_invoices (company_id, vendor_id, file_id, user_key_id, title, date, document_number, currency, total, tax, deductable_tax,
                               total_in_ils, tax_in_ils, deductable_tax_in_ils, status, cancelled_at, created_at)
SELECT :company, v.id, NULL, (SELECT min(id) FROM api_keys WHERE company_id = :company),
       'Supplier invoice ' || g, DATE '2024-01-01' + (g * 6007 % 1100), 'SI-' || g, 'ILS', t.total, t.tax, t.tax, t.total, t.tax, t.tax,
       CASE WHEN g % 500 = 0 THEN 'CANCELLED' ELSE 'ACTIVE' END, CASE WHEN g % 500 = 0 THEN now() END, now()
  FROM generate_series(1, :n) g
  JOIN v ON v.n = 1 + g % 100
  CROSS JOIN LATERAL (SELECT (20 + g % 7000)::numeric(18,2) AS total, round((20 + g % 7000) * 0.17 / 1.17, 2) AS tax) t;
COMMIT;
VACUUM ANALYZE expenses;
VACUUM ANALYZE supplier_invoices;
VACUUM ANALYZE entities;
VACUUM ANALYZE files;
-- The seed updated the counter rows 400,000 times in one transaction; a real workload spreads
-- that over time and autovacuum keeps the table small.
VACUUM FULL ANALYZE purchase_counts;
