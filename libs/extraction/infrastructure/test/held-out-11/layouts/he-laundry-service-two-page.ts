import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, firstOfMonth, heMonth, landline, lastOfMonth, share } from '../../generalisation/notation';

const LAUNDRIES = [
  { name: 'מכבסת צח-לבן שירותי כביסה מוסדיים בע"מ', short: 'צח-לבן', addr: 'אזור התעשייה הצפוני, אשקלון', color: '#0277bd' },
  { name: 'אקווה-טקס מכבסות תעשייתיות (2007) בע"מ', short: 'AQUATEX', addr: "רח' התעשייה 22, עפולה", color: '#00695c' },
  { name: 'מכבסות הגליל המערבי בע"מ', short: 'מכבסות הגליל', addr: 'פארק תעשיות בר-לב', color: '#455a64' },
];
/** Customer kinds with the items they send: name, price in agorot. */
const CUSTOMERS: { name: string; items: [string, number][] }[] = [
  {
    name: 'מלון חוף הדקלים בע"מ',
    items: [
      ['סדין זוגי', 420],
      ['סדין יחיד', 310],
      ['ציפת שמיכה זוגית', 560],
      ['ציפית', 180],
      ['מגבת רחצה', 260],
      ['מגבת פנים', 140],
      ['חלוק רחצה', 650],
      ['שטיחון אמבטיה', 220],
      ['מגבת בריכה', 290],
    ],
  },
  {
    name: 'מסעדת הגפן והזית בע"מ',
    items: [
      ['מפה 140×140', 690],
      ['מפה 180×280', 1150],
      ['מפית בד', 90],
      ['סינר טבח', 350],
      ['מגבת מטבח', 110],
      ['מעיל שף', 750],
    ],
  },
  {
    name: 'בית אבות נאות השקד בע"מ',
    items: [
      ['סדין יחיד', 330],
      ['ציפית', 190],
      ['שמיכת צמר', 1450],
      ['מגבת רחצה', 270],
      ["פיג'מה", 480],
      ['סינר אוכל', 160],
      ['מגן מזרן', 620],
    ],
  },
  {
    name: 'סטודיו כושר פולס בע"מ',
    items: [
      ['מגבת רחצה', 250],
      ['מגבת יד לאימון', 110],
      ['חלוק ספא', 640],
      ['מגבת מזרן יוגה', 190],
    ],
  },
];

/**
 * An institutional laundry's monthly "חשבונית מס" over two A4 pages (Miriam CLM, DejaVu Sans condensed or
 * Noto Sans Hebrew): the laundry's name, "ח.פ." and plant, a document box on both pages ("חשבונית מס
 * מס'" seven digits, "תאריך" dd/mm/yyyy on the first days of the next month, "עמוד 1 מתוך 2"), the
 * customer (a hotel, a restaurant, an old-age home or a gym) with its own valid ח.פ., the agreement
 * number and the month billed (a Hebrew month and the range); 40-52 rows of delivery date (dd/mm),
 * delivery note, item, count, price and amount; "סה"כ לעמוד / מועבר" at the foot of page 1 and "יתרה
 * מועברת מעמוד 1" on page 2; "סה"כ כביסה", collections × a fixed fee, a damaged items charge on some, an
 * agreement discount, "סה"כ לפני מע"מ", VAT, "סה"כ לתשלום", "שוטף + 30" with the due date, bank details.
 */
export const heLaundryServiceTwoPage: Layout = {
  id: 'he-laundry-service-two-page',
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng: Rng) {
    const l = rng.pick(LAUNDRIES);
    const vendorTaxId = taxId(rng);
    const c = rng.pick(CUSTOMERS);
    const y = rng.pick([2023, 2024, 2025]);
    const month = y === 2023 ? rng.int(6, 12) : y === 2025 ? rng.int(1, 12) : rng.int(1, 12);
    const from = `${y}-${String(month).padStart(2, '0')}-01`;
    const to = lastOfMonth(from);
    const date = addDays(firstOfMonth(from, 1), rng.int(0, 4));
    const rate = israeliRate(date);
    const want = rng.int(40, 52);
    const rows: { day: string; note: number; item: string; q: number; u: number }[] = [];
    let note = rng.int(30000, 79000);
    let day = addDays(from, rng.int(0, 2));
    while (rows.length < want) {
      note += rng.int(1, 40);
      for (const [item, u] of rng.some(c.items, rng.int(2, Math.min(5, c.items.length)))) {
        if (rows.length >= want) break;
        rows.push({ day, note, item, q: rng.int(6, 180), u });
      }
      const next = addDays(day, rng.int(1, 3));
      day = next > to ? to : next;
    }
    const deliveries = new Set(rows.map((r) => r.note)).size;
    const first = 32;
    const p1 = rows.slice(0, first);
    const p2 = rows.slice(first);
    const carried = p1.reduce((a, r) => a + r.q * r.u, 0);
    const washed = rows.reduce((a, r) => a + r.q * r.u, 0);
    const fee = rng.pick([3500, 4500]);
    const transport = deliveries * fee;
    const damaged = rng.chance(0.35) ? rng.int(2, 9) * 1800 : 0;
    const discPct = rng.pick([0, 5, 7]);
    const disc = share(washed, discPct);
    const net = washed + transport + damaged - disc;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = String(rng.int(1000000, 1099999));
    const font = rng.pick(["'Miriam CLM'", "'DejaVu Sans'", "'Noto Sans Hebrew'"]);
    const condensed = font === "'DejaVu Sans'" ? 'font-stretch:condensed;' : '';
    const tr = (r: (typeof rows)[number]) =>
      `<tr><td>${dt(r.day, 'dd/mm')}</td><td>${r.note}</td><td class="d">${esc(r.item)}</td><td>${r.q}</td><td>${amount(r.u)}</td><td>${amount(r.q * r.u)}</td></tr>`;
    const th = '<tr><th>תאריך</th><th>ת. משלוח</th><th>פריט</th><th>כמות</th><th>מחיר ליח\'</th><th>סה"כ</th></tr>';
    const box = (page: number) =>
      `<div class="box"><div class="t">חשבונית מס</div><div>מס' <b>${docNo}</b></div><div>תאריך: ${dt(date, 'dd/mm/yyyy')}</div><div>עמוד ${page} מתוך 2</div></div>`;
    const page1 = `<div class="page"><div class="lh"><div><div class="n">${esc(l.name)}</div><div>ח.פ. ${vendorTaxId} · ${esc(l.addr)}</div><div>טל' ${landline(rng)} · פקס ${landline(rng)} · נהג קו ${cellular(rng)}</div><div class="tag">כביסה, גיהוץ ואיסוף מוסדי · תו תקן ISO 9001</div></div>${box(1)}</div>
<div class="cust"><div><b>לכבוד:</b> ${esc(c.name)}<br>ח.פ. ${taxId(rng)}<br>מס' לקוח ${rng.int(1100, 4800)}</div><div>חשבון עבור חודש ${esc(heMonth(from))}<br>תקופה: ${dt(from, 'dd/mm/yyyy')} - ${dt(to, 'dd/mm/yyyy')}<br>הסכם שירות מס' ${rng.int(100, 380)}/${String(y - rng.int(1, 3)).slice(2)}</div></div>
<table class="it">${th}${p1.map(tr).join('')}<tr class="cf"><td colspan="5">סה"כ לעמוד זה - מועבר לעמוד 2</td><td>${amount(carried)}</td></tr></table></div>`;
    const page2 = `<div class="page"><div class="lh small"><div><div class="n">${esc(l.short)}</div><div>${esc(c.name)} · ${esc(heMonth(from))}</div></div>${box(2)}</div>
<table class="it">${th}<tr class="cf"><td colspan="5">יתרה מועברת מעמוד 1</td><td>${amount(carried)}</td></tr>${p2.map(tr).join('')}</table>
<div class="end"><div class="bank">תנאי תשלום: שוטף + 30 · לתשלום עד ${dt(addDays(lastOfMonth(date), 30), 'dd/mm/yyyy')}<br>העברה לבנק ${rng.pick(['לאומי', 'הפועלים', 'דיסקונט', 'יהב'])}, סניף ${rng.int(100, 899)}, חשבון ${rng.digits(7)}<br>
הערות ותלונות על פריטים חסרים יתקבלו עד 7 ימים מיום המשלוח.</div><table class="tot"><tr><td>סה"כ כביסה</td><td>${amount(washed)}</td></tr><tr><td>איסוף והובלה (${deliveries} × ${amount(fee)})</td><td>${amount(transport)}</td></tr>
${damaged ? `<tr><td>החלפת פריטים פגומים</td><td>${amount(damaged)}</td></tr>` : ''}${disc ? `<tr><td>הנחה לפי הסכם ${discPct}%</td><td>-${amount(disc)}</td></tr>` : ''}<tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr>
<tr class="b"><td>סה"כ לתשלום</td><td>${amount(total)} ש"ח</td></tr></table></div><div class="sign">נא לשלם רק על פי חשבונית זו. תודה על שיתוף הפעולה!</div></div>`;
    const css = `body{font-family:${font},'Noto Sans Hebrew',sans-serif;${condensed}font-size:10px;color:#111}.page{height:296mm;box-sizing:border-box;padding:9mm 12mm;overflow:hidden}.page+.page{page-break-before:always}
.lh{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid ${l.color};padding-bottom:2mm;line-height:1.5}.n{font-weight:bold;font-size:17px;color:${l.color}}.small .n{font-size:14px}.tag{font-size:9px;color:#666}
.box{border:1.5px solid ${l.color};padding:1.5mm 4mm;min-width:40mm;line-height:1.5}.t{font-size:15px;font-weight:bold}.cust{display:flex;justify-content:space-between;margin:3mm 0;padding:2mm 3mm;border:1px solid #ccc;line-height:1.5}
table{border-collapse:collapse;width:100%}.it th{background:#eceff1;border-bottom:1.5px solid #111;padding:1.2mm 1mm}.it td{padding:0.9mm 1mm;border-bottom:1px solid #ddd;text-align:center}.it td.d{text-align:right}.it td:last-child{text-align:left}
.cf td{font-weight:bold;background:#eceff1;text-align:right}.cf td:last-child{text-align:left}.end{display:flex;justify-content:space-between;gap:8mm;margin-top:6mm}.bank{font-size:9.5px;line-height:1.6}.tot{width:80mm}.tot td{padding:1.1mm 2mm}.tot td:last-child{text-align:left}
.b td{font-weight:bold;font-size:13px;border-top:2px solid #111;border-bottom:2px solid #111}.sign{margin-top:8mm;font-size:10px;color:#555}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: page1 + page2 }),
      truth: { vendorName: l.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
