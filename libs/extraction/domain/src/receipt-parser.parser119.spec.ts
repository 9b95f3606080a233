import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 119, made on held-out set 100 after its blind reading: a text layer as the reader gave it (written as `textLayer` reads it,
 * coordinates rounded).
 */

/** A Pétionville solar installer's dollar invoice (held-out set 100): Haiti's turnover tax, "TCA 10%", added to the sub-total. */
const installer = [
  'SOLEIL MORNE CALVAIRE@113-349/41:62',
  'Soleil Morne Calvaire S.A. · 45, rue Grégoire, Pétionville, Haïti@113-308/68:76',
  'NIF 989-667-933-2 · Patente 049196 · ☎ +509 6265-9084@113-299/81:90',
  'INVOICE / FACTURE@45-164/109:124',
  'NO.@51-62/140:148 | DATE@178-193/140:148 | TERMS@304-325/140:148 | PREMISES@430-462/140:148',
  '26-1004@51-89/148:157 | 27/07/2026@178-232/148:157 | On receipt@304-358/148:157 | Rue Principale,@430-511/148:157',
  'Fermathe@430-473/158:167',
  'BILL TO@45-68/187:194',
  'Pharmacie Kenscoff S.A.@45-140/199:208',
  'Rue Principale, Fermathe@45-136/213:223',
  '#@48-53/240:250 | Description@65-109/240:250 | Qty@334-351/240:250 | Unit price@395-454/240:250 | Total@518-547/240:250',
  '1@48-53/259:268 | PV module 550 W, monocrystalline@65-189/259:268 | 12@340-351/259:268 | $302.00@413-454/259:268 | $3,624.00@494-547/259:268',
  '2@48-53/277:286 | Cabling and breakers (lot)@65-157/277:286 | 1@345-351/277:286 | $487.00@413-454/277:286 | $487.00@506-547/277:286',
  '3@48-53/295:304 | Commissioning and remote telemetry setup@65-219/295:304 | 1@345-351/295:304 | $290.00@413-454/295:304 | $290.00@506-547/295:304',
  '4@48-53/313:322 | Preventive upkeep@65-131/313:322 | 2@345-351/313:322 | $139.00@413-454/313:322 | $278.00@506-547/313:322',
  '5@48-53/331:340 | Automatic changeover relay@65-164/331:340 | 1@345-351/331:340 | $441.00@413-454/331:340 | $441.00@506-547/331:340',
  'Sub-total@406-459/356:366 | $5,120.00@491-544/356:366',
  'TCA 10%@406-447/372:382 | $512.00@503-544/372:382',
  'TOTAL@406-438/388:398 | (USD)@444-475/388:398 | $5,632.00@487-544/388:398',
  'Prices in US dollars. TCA (turnover tax) at 10% applied to all items. Title passes when paid.@45-331/424:433',
  'Payment by transfer to our USD account no. 189-5319425 or by certified cheque to the order of Soleil Morne Calvaire S.A.. Thank you!@45-467/437:445',
];

describe('Haiti\'s turnover tax, "TCA 10% $512.00"', () => {
  it("is the invoice's tax", () => {
    const parsed = parseReceiptDocument(textLayer(installer));
    expect(parsed.fields.tax).toBe('512.00');
    expect(parsed.fields.total).toBe('5632.00');
  });

  it('is a tax only by its own name: another word there leaves the tax out', () => {
    const other = installer.map((r) => r.replace('TCA 10%@406-447', 'Fee 10%@406-447'));
    expect(parseReceiptDocument(textLayer(other)).fields.tax).toBeUndefined();
  });
});
