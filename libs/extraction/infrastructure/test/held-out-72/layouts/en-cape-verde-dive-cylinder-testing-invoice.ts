import { addDays, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, comma, e, items, next, pairs, row, total, vatOn } from './extra';

const ID = 'en-cape-verde-dive-cylinder-testing-invoice';

/** Cabo Verde's standard IVA: 15% in 2022 to 2025 (2026 left out: no page of 2026 stating it was found). */
const IVA = 15;
/** The escudo's fixed parity to the euro. */
const CVE_PER_EUR = 110.265;

const CLIENTS: [string, string][] = [
  ['Manta Diving Sal, Lda.', 'Rua 1° de Junho, Santa Maria, Ilha do Sal'],
  ['Atlantic Reef Divers, Lda.', 'Avenida dos Hotéis, Santa Maria, Ilha do Sal'],
  ['Boa Vista Blue Dive Center, Lda.', 'Largo Santa Isabel, Sal Rei, Boa Vista'],
  ['Murdeira Bay Water Sports, S.A.', 'Baía da Murdeira, Ilha do Sal'],
];

/** Services and parts: name, unit, lowest and highest price in euro cents. */
const WORK: [string, string, number, number][] = [
  ['Visual inspection (VIP), steel or aluminium cylinder', 'cyl.', 1200, 1600],
  ['Hydrostatic test to 1.5 × working pressure, with stamp', 'cyl.', 2800, 3800],
  ['Valve service (O-rings, burst disc, lubrication)', 'valve', 900, 1400],
  ['Oxygen cleaning for nitrox service', 'cyl.', 1800, 2400],
  ['Internal tumbling (rust removal)', 'cyl.', 1400, 1900],
];

/**
 * A Sal island dive cylinder test station's invoice to dive centres, A4 (Nimbus Sans Narrow): Portuguese-style number
 * "FT yyyy/nnnn", NIF, d/m/yyyy, cylinders collected and returned, visual inspections and hydrostatic tests per
 * cylinder (every cylinder inspected), valve service, oxygen cleaning or tumbling, a compressor air-quality analysis or filter cartridges on
 * some, euro amounts in the Portuguese notation ("1.234,50 €"), IVA 15% added, the escudo equivalent at the fixed
 * parity. Never on a Sunday.
 */
export const enCapeVerdeDiveCylinderTestingInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0]);
    const year = Number(date.slice(0, 4));
    const [client, address] = rng.pick(CLIENTS);
    const cylinders = rng.int(6, 28);
    // Every cylinder collected is inspected; some of the other work is done on some of them.
    const [inspection, ...others] = WORK;
    const lines: [string, string, number, number][] = [[inspection[0], inspection[1], cylinders, rng.int(inspection[2], inspection[3])]];
    for (const [name, unit, lo, hi] of rng.some(others, rng.int(1, 3)).sort((a, b) => others.indexOf(a) - others.indexOf(b))) {
      const qty =
        unit === 'valve'
          ? rng.int(Math.ceil(cylinders / 2), cylinders)
          : name.startsWith('Hydrostatic')
            ? rng.int(2, Math.ceil(cylinders / 2))
            : rng.int(Math.ceil(cylinders / 3), cylinders);
      lines.push([name, unit, qty, rng.int(lo, hi)]);
    }
    if (rng.chance(0.4)) lines.push(['Compressor breathing-air analysis (EN 12021) with certificate', 'test', 1, rng.int(8500, 12000)]);
    if (rng.chance(0.35)) lines.push(['Compressor filter cartridge, molecular sieve and carbon', 'pc.', rng.int(1, 3), rng.int(4500, 7000)]);
    lines.push(['Collection and return, Santa Maria / Espargos', 'trip', 1, rng.int(2500, 4000)]);
    const net = total(lines.map(([, , q, u]) => q * u));
    const iva = vatOn(net, IVA);
    const gross = net + iva;
    const vendorName = 'Sal Cilindros Testes e Manutenção, Lda.';
    const doc = `FT ${year}/${String(rng.int(40, 980)).padStart(4, '0')}`;
    const nif = `2${rng.digits(8)}`;
    const collected = addDays(date, -rng.int(3, 10));
    const euro = (c: number) => `${comma(c)} €`;
    const escudos = Math.round((gross * CVE_PER_EUR) / 100);
    const body = `<div class="head"><div><div class="brand">SAL CILINDROS</div><div class="sub">Testes e Manutenção · Dive cylinder test station</div><div class="sm">${e(vendorName)}<br>Zona Industrial de Palmeira, Ilha do Sal, Cabo Verde · NIF ${nif}<br>+238 241 ${rng.digits(4)} · testes@salcilindros.cv</div></div>
<div class="doc">INVOICE / FATURA<div class="no">${doc}</div></div></div>
<div class="top"><div>${pairs([
      ['Customer', e(client)],
      ['Address', e(address)],
      ['Customer NIF', `2${rng.digits(8)}`],
    ])}</div><div>${pairs([
      ['Date', dt(date, 'd/m/yyyy')],
      ['Cylinders collected', `${dt(collected, 'd/m/yyyy')} (${cylinders} cyl.)`],
      ['Returned', dt(date, 'd/m/yyyy')],
      ['Payment', 'bank transfer, 15 days'],
    ])}</div></div>
${items(
  ['Description', 'Unit', 'Qty', 'Unit price', 'Amount'],
  lines.map(([d, u, q, p]) => [e(d), u, String(q), euro(p), euro(q * p)]),
)}
<div class="tot">${row('Total before IVA', euro(net))}${row(`IVA ${IVA} %`, euro(iva))}${row('Total', euro(gross), 'b big')}</div>
<div class="sm cve">Equivalent: ${comma(escudos * 100, '.').replace(/,00$/, '')}$00 CVE at the fixed parity of 110,265 CVE per euro.</div>
<div class="foot">Cylinders failing the test are marked "REJECTED" and returned empty with a report. Transfer to Caixa Económica de Cabo Verde, IBAN CV64 0003 ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(1)}. Processed by certified software, document issued electronically.</div>`;
    const css = `${baseCss}
body{font-family:'Nimbus Sans Narrow','Liberation Sans Narrow';font-size:13px;padding:15mm 16mm}.head{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-size:28px;font-weight:bold;color:#c0392b;letter-spacing:2px}.sub{font-size:13px;color:#1f3a93}
.doc{font-size:18px;font-weight:bold;text-align:right;border:2px solid #1f3a93;padding:6px 10px}.no{font-size:16px;color:#1f3a93}.top{display:flex;justify-content:space-between;margin:14px 0;border-top:1px solid #999;padding-top:8px}
.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:right}.tot{width:40%;margin:8px 0 0 auto}.big{font-size:1.15em;border-top:2px solid #000}.cve{margin-top:6px;color:#444}.foot{margin-top:24px;font-size:11px;color:#333}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(iva) },
    };
  },
};
