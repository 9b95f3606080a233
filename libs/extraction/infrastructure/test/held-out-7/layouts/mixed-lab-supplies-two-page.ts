import { addDays, amount, checkDigit, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, landline, share } from '../../generalisation/notation';

const SUPPLIERS = [
  { name: 'ביו-לאב ציוד מעבדות בע"מ', tag: 'Laboratory Equipment & Reagents', addr: "רח' המדע 8, רחובות", color: '#00796b' },
  { name: 'מדעי הנגב ריאגנטים בע"מ', tag: 'Reagents · Consumables · Cold Chain', addr: 'פארק ההייטק, באר שבע', color: '#1565c0' },
  { name: 'אקסלנט כימיקלים ומכשור (1995) בע"מ', tag: 'Chemicals & Scientific Instruments', addr: "רח' הברזל 30, תל אביב", color: '#6d4c41' },
];
const CUSTOMERS = ['האוניברסיטה העברית – המחלקה לביוכימיה', 'מכון מחקר גליל – מעבדת גנטיקה', 'המרכז הרפואי שפיר – מעבדה מרכזית', 'הטכניון – הפקולטה לביולוגיה'];
const BASES: [string, string, [number, number], string[]][] = [
  ['PT', 'Pipette tips {v} µL, racked, sterile', [2800, 6500], ['10', '20', '200', '1000']],
  ['CT', 'Centrifuge tubes {v} mL, PP, 500/cs', [1800, 4200], ['15', '50']],
  ['MT', 'Microtubes {v} mL, clear, 1000/pk', [1200, 2600], ['0.5', '1.5', '2.0']],
  ['NG', 'Nitrile gloves size {v}, 100/box', [2200, 3400], ['S', 'M', 'L', 'XL']],
  ['PD', 'Petri dishes 90 mm, {v}/cs', [6500, 12000], ['200', '500']],
  ['SF', 'Syringe filters 0.{v} µm PES, 50/pk', [14000, 26000], ['22', '45']],
  ['EB', 'Ethanol absolute {v} L, AR grade', [9000, 21000], ['1', '2.5', '5']],
  ['PB', 'PBS buffer 10x, {v} mL', [7000, 16000], ['500', '1000']],
  ['AG', 'Agarose LE, {v} g', [18000, 42000], ['100', '500']],
  ['TB', 'Tris base, {v} g', [9500, 19000], ['500', '1000']],
  ['CV', 'Cryovials {v} mL, external thread, 500/cs', [16000, 29000], ['1.2', '2.0', '5.0']],
  ['SP', 'Serological pipettes {v} mL, 200/cs', [12000, 24000], ['5', '10', '25']],
  ['WP', '96-well plates, {v}, 50/cs', [21000, 38000], ['flat bottom', 'U bottom', 'black']],
  ['LB', 'LB broth powder, {v} g', [8000, 15000], ['250', '500']],
  ['PM', 'Parafilm M, {v} m roll', [11000, 17000], ['38', '76']],
  ['KW', 'Lab wipes, {v} sheets', [1500, 3200], ['140', '280']],
];

/**
 * A laboratory supplier's two-page A4 "חשבונית מס / Tax Invoice" (Noto Sans Hebrew or FreeSans,
 * items in English): the Hebrew legal name with an English line of what it sells (not a name),
 * "ח.פ. / Co. No.", the invoice number and date, the customer institution with its own valid id,
 * the purchase order, delivery notes and payment terms with a due date; 30-42 rows of catalogue
 * number, description, lot, quantity, unit price and amount; page 1 ends with "סה"כ להעברה /
 * Carried forward", page 2 repeats the header with "עמוד 2 מתוך 2 / Page 2 of 2" and starts with
 * the amount brought forward; totals on page 2: subtotal, an academic discount, net, VAT, total.
 */
export const mixedLabSuppliesTwoPage: Layout = {
  id: 'mixed-lab-supplies-two-page',
  lang: 'mixed',
  kind: 'multi-page invoice',
  make(rng: Rng) {
    const s = rng.pick(SUPPLIERS);
    const vendorTaxId = taxId(rng);
    const base = '58' + rng.digits(6);
    const customerId = base + checkDigit(base);
    const date = randomDate(rng, '2023-06-01', '2026-03-30');
    const rate = israeliRate(date);
    const n = rng.int(30, 40);
    const seen = new Set<string>();
    const rows: { cat: string; d: string; lot: string; q: number; u: number }[] = [];
    while (rows.length < n) {
      const [p, d, r, vs] = rng.pick(BASES);
      const v = rng.pick(vs);
      const cat = `${p}-${v.replace(/[ .]/g, '').toUpperCase().slice(0, 4)}-${rng.int(1, 9)}${rng.digits(2)}`;
      if (seen.has(`${p}${v}`)) continue;
      seen.add(`${p}${v}`);
      rows.push({ cat, d: d.replace('{v}', v), lot: `L${rng.digits(6)}`, q: rng.int(1, 12), u: rng.int(r[0] / 10, r[1] / 10) * 10 });
    }
    const sub = rows.reduce((a, r) => a + r.q * r.u, 0);
    const discPct = rng.pick([0, 5, 7]);
    const disc = share(sub, discPct);
    const net = sub - disc;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = `${rng.pick(['1', '2'])}${rng.digits(5)}`;
    const po = `PO-${date.slice(0, 4)}-${rng.digits(5)}`;
    const terms = rng.pick([30, 60, 90]);
    const first = 26;
    const p1 = rows.slice(0, first);
    const p2 = rows.slice(first);
    const carried = p1.reduce((a, r) => a + r.q * r.u, 0);
    const font = rng.pick(['Noto Sans Hebrew', 'FreeSans']);
    const phone = landline(rng);
    const tr = (r: (typeof rows)[number], i: number) =>
      `<tr><td>${i + 1}</td><td class="l">${r.cat}</td><td class="l">${esc(r.d)}</td><td>${r.lot}</td><td>${r.q}</td><td>${amount(r.u)}</td><td>${amount(r.q * r.u)}</td></tr>`;
    const th = `<tr><th>#</th><th>מק"ט / Cat. No.</th><th>תיאור / Description</th><th>אצווה / Lot</th><th>כמות / Qty</th><th>מחיר / Unit</th><th>סה"כ / Amount</th></tr>`;
    const header = (
      page: number,
    ) => `<div class="lh"><div><div class="n">${esc(s.name)}</div><div class="tag">${esc(s.tag)}</div><div class="sm">${esc(s.addr)} · ${phone} · ח.פ. / Co. No. ${vendorTaxId}</div></div>
<div class="box"><div class="h">חשבונית מס / Tax Invoice</div><div>מס' / No. <b>${docNo}</b></div><div>תאריך / Date: ${dt(date, 'dd/mm/yyyy')}</div><div class="sm">עמוד ${page} מתוך 2 / Page ${page} of 2</div></div></div>`;
    const page1 = `<div class="page">${header(1)}
<table class="g"><tr><td>לקוח / Customer</td><td>${esc(rng.pick(CUSTOMERS))}</td><td>ח.פ. לקוח / Customer Co. No.</td><td>${customerId}</td></tr>
<tr><td>הזמנת רכש / PO</td><td>${po}</td><td>תעודות משלוח / Delivery notes</td><td><span dir="ltr">${rng.digits(6)}, ${rng.digits(6)}</span></td></tr>
<tr><td>תנאי תשלום / Terms</td><td>שוטף + ${terms} / Net EOM+${terms}</td><td>לתשלום עד / Due</td><td>${dt(addDays(date, terms + 30), 'dd/mm/yyyy')}</td></tr></table>
<table class="it">${th}${p1.map((r, i) => tr(r, i)).join('')}<tr class="cf"><td colspan="6">סה"כ להעברה / Carried forward</td><td>${amount(carried)}</td></tr></table>
<div class="cont">המשך בעמוד הבא / Continued overleaf</div></div>`;
    const page2 = `<div class="page">${header(2)}
<table class="it">${th}<tr class="cf"><td colspan="6">יתרה מעמוד קודם / Brought forward</td><td>${amount(carried)}</td></tr>${p2.map((r, i) => tr(r, i + first)).join('')}</table>
<table class="tot"><tr><td>סה"כ שורות / Subtotal</td><td>${amount(sub)}</td></tr>${discPct ? `<tr><td>הנחה אקדמית ${discPct}% / Academic discount</td><td>-${amount(disc)}</td></tr><tr><td>סה"כ אחרי הנחה / Net</td><td>${amount(net)}</td></tr>` : ''}
<tr><td>מע"מ ${rate}% / VAT</td><td>${amount(vat)}</td></tr><tr class="b"><td>סה"כ לתשלום / Total ₪</td><td>${amount(total)}</td></tr></table>
<div class="sm">העברה בנקאית / Bank transfer: בנק ${rng.pick(['12', '10', '31'])} סניף ${rng.int(100, 999)} חשבון ${rng.digits(7)} · יש לציין את מס' החשבונית / Please quote the invoice number<br>הסחורה נשארת בבעלות הספק עד לתשלום המלא / Goods remain the supplier's property until paid in full</div></div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:10.5px;color:#111}
.page{height:296mm;box-sizing:border-box;padding:11mm 13mm;overflow:hidden;position:relative}.page+.page{page-break-before:always}
.lh{display:flex;justify-content:space-between;border-bottom:3px solid ${s.color};padding-bottom:2mm}.n{font-size:20px;font-weight:bold;color:${s.color}}.tag{direction:ltr;text-align:right;font-size:11px;color:#555}
.box{border:1.5px solid #000;padding:1.5mm 4mm;min-width:58mm}.h{font-size:15px;font-weight:bold}.sm{font-size:9.5px}
table{border-collapse:collapse;width:100%}.g{margin:3mm 0}.g td{border:1px solid #aaa;padding:1mm}.g td:nth-child(odd){background:#f2f2f2;width:19%}
.it th{background:${s.color};color:#fff;padding:1mm;font-weight:normal;font-size:9.5px}.it td{border-bottom:1px solid #ddd;padding:0.9mm 1mm;text-align:center}.it td.l{text-align:left;direction:ltr}.it td:last-child{text-align:left}
.cf td{font-weight:bold;background:#eee;text-align:left}.cf td:first-child{text-align:right}.cont{text-align:center;margin-top:2mm;font-style:italic}
.tot{width:95mm;margin:4mm auto 4mm 0}.tot td{padding:1mm 2mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:14px;border-top:2px solid #000}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: page1 + page2 }),
      truth: { vendorName: s.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
