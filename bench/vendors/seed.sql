-- 100,000 vendors in company :company (psql -v company=1), a tenth with a contact, a few
-- other companies' vendors beside them, then VACUUM ANALYZE so counts can be index-only.
\set ON_ERROR_STOP on
BEGIN;
DELETE FROM entity_contacts WHERE entity_id IN (SELECT id FROM entities WHERE company_id = :company);
DELETE FROM entities WHERE company_id = :company;
INSERT INTO entities (company_id, is_vendor, name, tax_id, type, email, phone_number, payment_term_type, payment_term_days, has_contacts)
SELECT :company, true,
       (ARRAY['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India', 'Juliet'])[1 + i % 10]
         || ' ' || (ARRAY['Supplies', 'Metals', 'Paper', 'Foods', 'Logistics', 'Plastics', 'Textiles'])[1 + (i / 10) % 7]
         || ' ' || md5(i::text)::varchar(6) || ' ' || i,
       (500000000 + i)::text,
       (ARRAY['MURSHE', 'COMPANY', 'PATOOR'])[1 + i % 3],
       CASE WHEN i % 20 = 0 THEN NULL ELSE 'orders' || i || '@vendor' || (i % 500) || '.example' END,
       '050' || lpad(i::text, 7, '0'),
       CASE WHEN i % 4 = 0 THEN 'DAYS_ONLY' END,
       CASE WHEN i % 4 = 0 THEN 30 END,
       i % 10 = 0
FROM generate_series(1, 100000) AS i;
WITH c AS (
  INSERT INTO contacts (company_id, first_name, email)
  SELECT :company, 'Contact', 'c' || e.id || '@vendor.example' FROM entities e WHERE e.company_id = :company AND e.has_contacts
  RETURNING id, email
)
INSERT INTO entity_contacts (entity_id, contact_id) SELECT substring(c.email FROM 2 FOR position('@' IN c.email) - 2)::int, c.id FROM c;
COMMIT;
VACUUM ANALYZE entities;
VACUUM ANALYZE contacts;
VACUUM ANALYZE entity_contacts;
VACUUM ANALYZE vendor_counts;
