-- Seeds one company's inventory for the benchmarks: :records stock records (:records/10 products
-- in 10 warehouses), :per_record movements each, interleaved in time as a real ledger would be
-- (one record's movements are spread over the whole table), then counters set to the ledger sums.
--   psql -v company=1 -v records=10000 -v per_record=100 -f bench/inventory/seed.sql
\set ON_ERROR_STOP on
BEGIN;
INSERT INTO warehouses (company_id, name) SELECT :company, 'Bench warehouse ' || g FROM generate_series(1, 10) g;
INSERT INTO products (company_id, name) SELECT :company, 'Bench product ' || g FROM generate_series(1, :records / 10) g;
INSERT INTO stock_records (company_id, product_id, warehouse_id)
SELECT :company, p.id, w.id
  FROM products p CROSS JOIN warehouses w
 WHERE p.company_id = :company AND w.company_id = :company AND p.name LIKE 'Bench product %' AND w.name LIKE 'Bench warehouse %'
ON CONFLICT DO NOTHING;
INSERT INTO stock_movements (company_id, inventory_id, warehouse_id, user_id, movement_type, quantity, requested_quantity,
                             quantity_delta, reserved_delta, unit_price, reason, reference_type, created_at)
SELECT s.company_id, s.id, s.warehouse_id, (SELECT min(id) FROM api_keys WHERE company_id = :company), 'ADD', x.q, x.q, x.q, 0, 2.5,
       'goods receipt ' || g, 'PURCHASE', now() - interval '1 second' * (:per_record - g) * 100
  FROM generate_series(1, :per_record) g
 CROSS JOIN stock_records s
 CROSS JOIN LATERAL (SELECT (1 + (s.id * 7 + g * 13) % 50)::numeric AS q) x
 WHERE s.company_id = :company
 ORDER BY g, s.id;
UPDATE stock_records s SET quantity = t.total
  FROM (SELECT inventory_id, sum(quantity_delta) AS total FROM stock_movements WHERE company_id = :company GROUP BY inventory_id) t
 WHERE s.id = t.inventory_id;
COMMIT;
VACUUM ANALYZE warehouses;
VACUUM ANALYZE products;
VACUUM ANALYZE stock_records;
VACUUM ANALYZE stock_movements;
