import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, nth, plus, taxIdOfCustomer, total, vatOn, yearFor } from './extra';

const ID = 'he-fireworks-two-page-invoice';

/** Independence Day (as celebrated), by year; the shows are on its eve. */
const ATZMAUT: Record<number, string> = { 2022: '2022-05-05', 2023: '2023-04-26', 2024: '2024-05-14', 2025: '2025-05-01', 2026: '2026-04-22' };

const PLACES = ['כפר הרי"ף', 'גלאון', 'נגבה', 'כפר מנחם', 'רבדים', 'בית ניר', 'סגולה', 'תלמי יחיאל'];

/** Item, unit, agorot per unit before VAT, quantity range. */
const CATALOGUE: [string, string, number, [number, number]][] = [
  ['פגזי תאורה "2', "יח'", 3800, [40, 160]],
  ['פגזי תאורה "3', "יח'", 7200, [20, 90]],
  ['פגזי תאורה "4', "יח'", 13500, [6, 30]],
  ['עוגת זיקוקים 100 יריות', "יח'", 98000, [1, 4]],
  ['עוגת זיקוקים 36 יריות', "יח'", 34000, [1, 6]],
  ["מזרקות במה 3 מ'", "יח'", 9500, [4, 16]],
  ["מפל אש 10 מ'", "יח'", 210000, [1, 1]],
  ['מערכת ירי ממוחשבת + תכנות מוזיקה', 'מופע', 180000, [1, 1]],
  ['צוות מפעילים', 'שעה', 22000, [6, 16]],
  ['אחראי בטיחות מוסמך', 'מופע', 95000, [1, 1]],
  ['הובלת חומרי נפץ ברכב מורשה', 'נסיעה', 68000, [1, 1]],
];

/**
 * A fireworks company invoicing a regional council for the Independence Day eve shows in its villages, two A4 pages (Yehuda
 * CLM, DejaVu Sans): on page 1 the company with "ח.פ." hyphenated, "חשבונית מס" and "מס' yy-nnn" with date dd.mm.yyyy,
 * "עמוד 1 מתוך 2", the council with its ח.פ., the event and its date; a table by village (shells by calibre, cakes,
 * fountains, firing system, crew hours, safety officer, transport) ending with "העברה לעמוד הבא"; on page 2 "המשך
 * חשבונית מס yy-nnn · עמוד 2 מתוך 2", "יתרה מעמוד קודם", the rest of the lines, "סה"כ לפני מע"מ", VAT added, "סה"כ
 * לתשלום" with "ש"ח"; one to four weeks after the shows, Sunday to Thursday.
 */
export const heFireworksTwoPageInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const n = nth(ID);
    const year = yearFor(ID, n);
    const eve = plus(ATZMAUT[year], -1);
    const date = avoid(plus(eve, rng.int(6, 28)), [5, 6]);
    const villages = rng.some(PLACES, rng.int(4, 5));
    const lines: { place: string; name: string; unit: string; price: number; qty: number }[] = [];
    for (const place of villages) {
      const chosen = rng.some(CATALOGUE.slice(0, 7), rng.int(3, 5));
      for (const [name, unit, price, [a, b]] of [...chosen, CATALOGUE[7], CATALOGUE[8], CATALOGUE[9]]) lines.push({ place, name, unit, price, qty: rng.int(a, b) });
      if (rng.chance(0.5)) lines.push({ place, name: CATALOGUE[10][0], unit: CATALOGUE[10][1], price: CATALOGUE[10][2], qty: 1 });
    }
    const sums = lines.map((l) => l.price * l.qty);
    const cut = 20;
    const page1 = total(sums.slice(0, cut));
    const net = total(sums);
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'אורות השמיים זיקוקין והפקות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(2, 4)}-${rng.int(100, 699)}`;
    const rowsOf = (from: number, to: number) =>
      lines.slice(from, to).map((l, i) => [ltr(String(from + i + 1)), l.place, l.name, l.unit, ltr(String(l.qty)), ltr(amount(l.price)), ltr(amount(sums[from + i]))]);
    const head = ['#', 'יישוב', 'פריט', 'יחידה', 'כמות', 'מחיר', 'סה"כ'];
    const p1 = `<div class="page"><div class="hd"><div><div class="nm">אורות השמיים</div><div>${vendorName}</div><div class="sm">ח.פ. ${ltr(hyphenId(taxId))} · רישיון מחסן נפץ ${ltr(`${rng.int(10, 99)}/${rng.digits(4)}`)} · ${ltr(landline(rng))}</div></div>
<div class="box"><div class="t">חשבונית מס</div><div>מס' ${ltr(doc)}</div><div>תאריך ${ltr(dt(date, 'dd.mm.yyyy'))}</div><div class="sm">עמוד ${ltr('1')} מתוך ${ltr('2')}</div></div></div>
<div class="cust"><div><b>לכבוד:</b> מועצה אזורית יואב - מחלקת תרבות ואירועים</div><div>ח.פ. ${ltr(taxIdOfCustomer(rng))} · הזמנת רכש ${ltr(rng.digits(6))}</div><div><b>האירוע:</b> מופעי זיקוקים בערב יום העצמאות, ${ltr(dt(eve, 'dd.mm.yyyy'))}</div></div>
${items(head, rowsOf(0, cut))}<table class="carry"><tr><th>העברה לעמוד הבא</th><td>${ltr(amount(page1))}</td></tr></table></div>`;
    const p2 = `<div class="page"><div class="run">המשך חשבונית מס ${ltr(doc)} · עמוד ${ltr('2')} מתוך ${ltr('2')}</div><table class="carry"><tr><th>יתרה מעמוד קודם</th><td>${ltr(amount(page1))}</td></tr></table>
${items(head, rowsOf(cut, lines.length))}
<table class="tot"><tr><th>סה"כ לפני מע"מ</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="g"><th>סה"כ לתשלום</th><td>${ltr(amount(gross))} ש"ח</td></tr></table>
<div class="sm note">המופעים בוצעו באישור רשות הכבאות וההצלה ובנוכחות אחראי בטיחות. תנאי תשלום: שוטף + 30 לאחר אישור המועצה.</div></div>`;
    const css = `${baseCss}
body{font-family:'DejaVu Sans','Yehuda CLM';font-size:10.5px}.page{height:297mm;box-sizing:border-box;padding:13mm 14mm;page-break-after:always;overflow:hidden}.page:last-child{page-break-after:auto}
.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid #1c2a5a;padding-bottom:6px}.nm{font-family:'Yehuda CLM';font-size:30px;font-weight:bold;color:#1c2a5a}
.hd>div:first-child{flex:1}.box{flex:0 0 52mm;border:1.5px solid #1c2a5a;padding:5px 14px;text-align:center}.box .t{font-family:'Yehuda CLM';font-size:19px;font-weight:bold}.cust{margin:8px 0;line-height:1.5}
.items td:nth-child(n+5),.items th:nth-child(n+5){text-align:end}.items td{padding:2px 4px}.run{font-weight:bold;border-bottom:1px solid #1c2a5a;padding-bottom:3px;margin-bottom:6px}
.carry,.tot{width:40%;margin-inline-start:auto}.carry th,.tot th{text-align:start;padding:2px 6px}.carry td,.tot td{text-align:end;padding:2px 6px;font-weight:bold}.tot th{font-weight:normal}
.tot{margin-top:10px;border:1.5px solid #1c2a5a}.tot tr.g{font-size:13px;background:#e6e9f2}.tot tr.g th{font-weight:bold}.note{margin-top:10px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: p1 + p2 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
