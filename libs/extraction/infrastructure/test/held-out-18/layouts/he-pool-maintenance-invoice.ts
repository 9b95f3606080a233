import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, firstOfMonth, heMonth, lastOfMonth, personalId, share } from '../../generalisation/notation';
import { allocation, allocationNeeded, stirred, vendorId } from './extra';

const FIRMS = [
  { brand: 'בריכות כחול טורקיז', legal: 'כחול טורקיז אחזקת בריכות בע"מ', label: 'ח.פ.', company: true, town: 'כפר סבא' },
  { brand: 'אקווה-פרו', legal: 'גיל רוזנברג', label: 'עוסק מורשה', company: false, town: 'מודיעין' },
  { brand: 'הבריכאי', legal: 'סאמר חדאד', label: 'עוסק מורשה', company: false, town: 'נצרת עילית' },
  { brand: 'אוזון בריכות', legal: 'אוזון שירותי מים בע"מ', label: 'ח"פ', company: true, town: 'כרמיאל' },
];
const CLIENTS = [
  { name: 'משפחת ברקוביץ', kind: 'person' },
  { name: 'נציגות הבית המשותף "מגדלי הים"', kind: 'none' },
  { name: 'קאנטרי גבעת החלומות בע"מ', kind: 'company' },
  { name: 'עמית ונועה שגב', kind: 'person' },
  { name: 'מלון בוטיק הגפן בע"מ', kind: 'company' },
] as const;

/**
 * A swimming pool maintenance firm's monthly A4 "חשבונית מס" (Noto Sans Hebrew, Simple CLM or FreeSans; the
 * brand in Noto Sans Display-weight Hebrew white on a blue wave gradient): the brand, the legal name or the
 * owner's name with "ח.פ." / "ח"פ" / "עוסק מורשה", the town and mobile; "חשבונית מס מספר" (five digits),
 * "תאריך הוצאה" at the month's end or the first days after it, "לתשלום עד" (שוטף + 30); the client (a family
 * with a valid ת.ז., a building's committee or a country club or hotel with a valid ח.פ.) and the pool's
 * volume in m³; "ביקורי תחזוקה - <month>" with each visit's date and the water test (pH, free chlorine in
 * ppm); chemicals by kilogram or litre × a price, a sand change, a pump repair's parts and labour hours;
 * "סה"כ", a yearly-contract discount of 5% on some, "סה"כ לפני מע"מ", "מע"מ", "סה"כ כולל מע"מ"; the
 * allocation number when required; bank details.
 */
export const hePoolMaintenanceInvoice: Layout = {
  id: 'he-pool-maintenance-invoice',
  lang: 'he',
  kind: 'services invoice',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-pool-maintenance-invoice');
    const f = rng.pick(FIRMS);
    const vendorTaxId = vendorId(f.legal, f.company);
    const month = firstOfMonth(randomDate(rng, '2024-01-01', '2025-11-30'));
    const date = addDays(lastOfMonth(month), rng.int(0, 4));
    const rate = israeliRate(date);
    const c = rng.pick(CLIENTS);
    const weekly = c.kind === 'company' ? rng.pick([95000, 140000]) : rng.pick([65000, 80000]);
    const visits = Array.from({ length: rng.int(3, 5) }, (_, i) => addDays(month, i * 7 + rng.int(0, 3))).filter((d) => d <= lastOfMonth(month));
    type Row = { text: string; qty: string; unit: number; cents: number };
    const rows: Row[] = [{ text: `ביקורי תחזוקה שבועיים - ${heMonth(month)}`, qty: `${visits.length}`, unit: weekly / 4, cents: (weekly / 4) * visits.length }];
    const chems: [string, string, number][] = [
      ["טבליות כלור 200 גר'", 'ק"ג', 3800],
      ['מוריד pH (חומצה)', 'ליטר', 1900],
      ['אלגיציד', 'ליטר', 4200],
      ['פלוקולנט', 'ליטר', 3500],
    ];
    for (const [name, unitName, unit] of rng.some(chems, rng.int(1, 3))) {
      const q = rng.int(2, 12) * (c.kind === 'company' ? 3 : 1);
      rows.push({ text: name, qty: `${q} ${unitName}`, unit, cents: q * unit });
    }
    if (rng.chance(0.3)) rows.push({ text: 'החלפת חול במסנן (כולל חול זכוכית)', qty: '1', unit: 120000, cents: 120000 });
    if (rng.chance(0.35)) {
      const hrs = rng.int(1, 4);
      rows.push({ text: 'תיקון משאבת סחרור - חלקים (אטם מכני, קבל)', qty: '1', unit: 38000, cents: 38000 });
      rows.push({ text: 'עבודת טכנאי', qty: `${hrs} שע'`, unit: 22000, cents: hrs * 22000 });
    }
    const gross = rows.reduce((a, r) => a + r.cents, 0);
    const discount = c.kind !== 'person' && rng.chance(0.5) ? share(gross, 5) : 0;
    const net = gross - discount;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = String(rng.int(10000, 29999));
    const font = rng.pick(['Noto Sans Hebrew', 'Simple CLM', 'FreeSans']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const clientId = c.kind === 'company' ? `ח.פ. ${taxId(rng, true)}` : c.kind === 'person' ? `ת.ז. ${personalId(rng)}` : `תיק ${rng.int(100, 999)}`;
    const tests = visits
      .map(
        (d) =>
          `<tr><td>${dt(d, 'dd/mm')}</td><td>${(7 + rng.int(1, 7) / 10).toFixed(1)}</td><td>${(rng.int(8, 30) / 10).toFixed(1)}</td><td>${rng.pick(['תקין', 'תקין', 'הוסף כלור', 'ניקוי סלים'])}</td></tr>`,
      )
      .join('');
    const alloc = allocationNeeded(date, net) && c.kind === 'company' ? `<div class="alloc">מספר הקצאה: ${allocation(rng)}</div>` : '';
    const body = `<div class="wave"><div class="brand">${esc(f.brand)}</div><div class="tag">אחזקת בריכות שחייה · טיפול מים · תיקונים</div></div>
<div class="id">${esc(f.legal)} · ${f.label} ${vendorTaxId} · ${esc(f.town)} · <bdi>${cellular(rng)}</bdi></div>
<div class="row"><div class="to"><b>לכבוד</b><br>${esc(c.name)}<br>${clientId}<br>נפח הבריכה: ${rng.pick([45, 60, 80, 250, 400])} מ"ק</div>
<div class="meta"><div class="t">חשבונית מס מספר ${docNo}</div><div>תאריך הוצאה: ${dt(date, fmt)}</div><div>לתשלום עד: ${dt(addDays(lastOfMonth(date), 30), fmt)}</div><div class="sm">תנאי תשלום: שוטף + 30</div></div></div>
<table class="lines"><tr><th>#</th><th>תיאור</th><th>כמות</th><th class="n">מחיר</th><th class="n">סה"כ</th></tr>${rows.map((r, i) => `<tr><td>${i + 1}</td><td>${esc(r.text)}</td><td>${esc(r.qty)}</td><td class="n">${amount(r.unit)}</td><td class="n">${amount(r.cents)}</td></tr>`).join('')}</table>
<div class="bottom"><table class="tests"><caption>בדיקות מים בביקורים</caption><tr><th>תאריך</th><th>pH</th><th>כלור חופשי (ppm)</th><th>הערה</th></tr>${tests}</table>
<table class="tot"><tr><td>סה"כ</td><td class="n">${amount(gross)}</td></tr>${discount ? `<tr><td>הנחת חוזה שנתי 5%</td><td class="n"><bdi dir="ltr">-${amount(discount)}</bdi></td></tr>` : ''}<tr><td>סה"כ לפני מע"מ</td><td class="n">${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td class="n">${amount(vat)}</td></tr><tr class="g"><td>סה"כ כולל מע"מ</td><td class="n">₪ ${amount(total)}</td></tr></table></div>
${alloc}<div class="bank">העברה בנקאית: בנק ${rng.int(10, 31)} · סניף ${rng.int(100, 899)} · חשבון ${rng.digits(7)} · נא לציין את מספר החשבונית</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11.5px;color:#102a43}.wave{background:linear-gradient(160deg,#0b7285 0%,#1098ad 55%,#66d9e8 100%);color:#fff;padding:10mm 16mm 8mm;border-bottom-left-radius:50% 6mm;border-bottom-right-radius:50% 6mm}
.brand{font-size:30px;font-weight:900}.tag{font-size:11px;opacity:.9}.id{padding:3mm 16mm;font-size:10px;color:#334e68}.row{display:flex;justify-content:space-between;padding:3mm 16mm;line-height:1.6}.t{font-size:16px;font-weight:bold}.sm{font-size:9.5px;color:#627d98}
table.lines{width:calc(100% - 32mm);margin:4mm 16mm;border-collapse:collapse}.lines th{background:#e3f8fa;text-align:right;padding:1.8mm}.lines td{border-bottom:1px solid #d9e2ec;padding:1.8mm}.n{text-align:left;white-space:nowrap}
.bottom{display:flex;justify-content:space-between;gap:8mm;padding:0 16mm}.tests{font-size:9.5px;border-collapse:collapse}.tests caption{text-align:right;font-weight:bold;padding-bottom:1mm}.tests td,.tests th{border:1px solid #bcccdc;padding:0.8mm 2mm}
.tot{width:78mm;border-collapse:collapse}.tot td{padding:1.2mm 2mm}.g td{font-weight:bold;font-size:14px;background:#0b7285;color:#fff}.alloc{margin:4mm 16mm;font-weight:bold}.bank{margin:6mm 16mm;font-size:10px;color:#334e68}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: f.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
