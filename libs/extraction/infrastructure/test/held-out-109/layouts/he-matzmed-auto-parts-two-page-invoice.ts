import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, plate } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-matzmed-auto-parts-two-page-invoice';

/** Parts, agorot before VAT in 2022 (approximate). */
const PARTS: [string, string, number][] = [
  ['BP', 'רפידות בלם קדמיות', 18500],
  ['BD', 'דיסק בלם קדמי', 24000],
  ['OF', 'מסנן שמן', 3200],
  ['AF', 'מסנן אוויר', 5400],
  ['CF', 'מסנן מזגן', 4800],
  ['SP', 'מצת איריד', 3900],
  ['CK', 'ערכת מצמד מלאה', 98000],
  ['TB', 'ערכת רצועת תזמון', 64000],
  ['WP', 'משאבת מים', 38000],
  ['SA', 'בולם זעזועים אחורי', 42000],
  ['BT', 'מצבר 70 אמפר', 46000],
  ['WB', 'מגב שמשה 24"', 3600],
  ['OL', 'שמן מנוע 5W30 (ליטר)', 3900],
  ['CL', 'נוזל קירור (ליטר)', 1900],
  ['BL', 'נורת פנס H7', 2400],
  ['TR', 'מוט הגה קצה', 16500],
  ['SB', 'גומיית מייצב', 4200],
  ['AL', 'אלטרנטור משופץ', 89000],
];
const BRANDS = ['Bosch', 'Valeo', 'Mann', 'Brembo', 'NGK', 'Sachs', 'Gates', 'Varta', 'Febi'];

/**
 * An auto-parts wholesaler at Holon, a two-page invoice to a garage, A4 (Aharoni CLM for the name, FreeSans, FreeMono):
 * a drawn clutch plate beside "מצמד", "מצמד חלקי חילוף לרכב בע"מ" with "ח.פ." hyphenated in both pages' header;
 * "חשבונית מס", "מס' חשבונית" (eight digits), "תאריך" dd-mm-yyyy and "עמוד n מתוך 2" on both pages; the garage with
 * its ח.פ., the delivery notes and the plates the parts were for, "שוטף + 45" with its date (distractors); 22-30 lines
 * (catalogue number, part, maker, quantity, price, sum), 15 on page 1 with "סה"כ להעברה" and on page 2 "יתרה מעמוד 1"
 * (distractors); on page 2 sometimes "הנחת מוסך 6%" (negative), "סה"כ לפני מע"מ", "מע"מ n%" added, "סה"כ לתשלום";
 * Sunday to Thursday.
 */
export const heMatzmedAutoPartsTwoPageInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const up = (p: number) => Math.round((p * (1 + (year - 2022) * 0.035)) / 10) * 10;
    const count = rng.int(22, 30);
    const rows: { cat: string; name: string; brand: string; q: number; unit: number; sum: number; note: string }[] = [];
    const notes = [...Array(rng.int(3, 6))].map(() => ({ no: rng.digits(6), plate: plate(rng) }));
    for (let i = 0; i < count; i++) {
      const [pre, name, p] = rng.pick(PARTS);
      const q = name.includes('ליטר') ? rng.int(4, 20) : name.includes('מצת') || name.includes('נורת') ? rng.pick([4, 6, 8]) : rng.int(1, 3);
      const unit = up(p);
      rows.push({ cat: `${pre}-${rng.digits(5)}`, name, brand: rng.pick(BRANDS), q, unit, sum: q * unit, note: notes[Math.floor((i * notes.length) / count)].no });
    }
    const materials = total(rows.map((r) => r.sum));
    const discount = rng.chance(0.5) ? Math.round((materials * 6) / 100) : 0;
    const net = materials - discount;
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'מצמד חלקי חילוף לרכב בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(3, 8)}${rng.digits(7)}`;
    const garage = rng.pick(['מוסך רמי ובניו בע"מ', 'מוסך השרון שירותי רכב בע"מ', "ג'ורג' מכונאות רכב בע\"מ", 'אוטו-טק חולון בע"מ']);
    const garageId = taxIdOfCustomer(rng);
    const n = (s: string) => `<span class="n">${ltr(s)}</span>`;
    const d = (iso: string) => n(dt(iso, 'dd/mm/yyyy').replace(/\//g, '-'));
    const plateSvg = `<svg width="50" height="50" viewBox="0 0 50 50"><circle cx="25" cy="25" r="22" fill="#bdbdbd" stroke="#212121" stroke-width="2"/><circle cx="25" cy="25" r="8" fill="#fff" stroke="#212121" stroke-width="2"/>${[...Array(6)].map((_, i) => `<circle cx="${25 + 15 * Math.cos((i * Math.PI) / 3)}" cy="${25 + 15 * Math.sin((i * Math.PI) / 3)}" r="2.5" fill="#212121"/>`).join('')}</svg>`;
    const street = rng.int(5, 60);
    const phone = `03-55${rng.digits(5)}`;
    const head = (
      page: number,
    ) => `<div class="hd">${plateSvg}<div><div class="nm">מצמד</div><div>${vendorName} · ח.פ. ${n(hyphenId(taxId))}</div><div class="sm">רח' המרכבה ${n(String(street))}, אזור התעשייה חולון · טל' ${n(phone)}</div></div>
<div class="meta"><div class="ttl">חשבונית מס</div><div>מס' חשבונית ${n(doc)}</div><div>תאריך ${d(date)}</div><div>עמוד ${n(String(page))} מתוך ${n('2')}</div></div></div>`;
    const table = (rs: typeof rows) =>
      `<table class="t"><tr><th>מק"ט</th><th>תיאור</th><th>יצרן</th><th>ת. משלוח</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${rs.map((r) => `<tr><td>${n(r.cat)}</td><td>${r.name}</td><td>${r.brand}</td><td>${n(r.note)}</td><td>${n(String(r.q))}</td><td>${n(amount(r.unit))}</td><td>${n(amount(r.sum))}</td></tr>`).join('')}</table>`;
    const first = rows.slice(0, 15);
    const carried = total(first.map((r) => r.sum));
    const page1 = `<div class="pg">${head(1)}<div class="cust">לכבוד: <b>${garage}</b> · ח.פ. ${n(garageId)} · תנאי תשלום שוטף + ${n('45')} (עד ${d(plus(date, 45))})<br>תעודות משלוח: ${notes.map((x) => `${n(x.no)} (רכב ${n(x.plate)})`).join(' · ')}</div>
${table(first)}<div class="carry"><span>סה"כ להעברה לעמוד 2</span>${n(amount(carried))}</div></div>`;
    const page2 = `<div class="pg last">${head(2)}<div class="carry"><span>יתרה מעמוד 1</span>${n(amount(carried))}</div>${table(rows.slice(15))}
<div class="tot"><div><span>סה"כ חלקים</span>${n(amount(materials))}</div>${discount ? `<div><span>הנחת מוסך 6%</span>${n(`-${amount(discount)}`)}</div>` : ''}<div><span>סה"כ לפני מע"מ</span>${n(amount(net))}</div><div><span>מע"מ ${n(`${rate}%`)}</span>${n(amount(vat))}</div><div class="g"><span>סה"כ לתשלום</span>${n(amount(gross))}</div></div>
<div class="sm">החזרת חלקים תקינים באריזתם המקורית תוך ${n('30')} יום. חלקי חשמל אינם ניתנים להחזרה. ${n(`${rng.int(2, 6)}`)} שנות אחריות יצרן על מצברים.</div></div>`;
    const css = `body{font-family:'FreeSans';font-size:12.5px;color:#111}.n{font-family:'FreeMono';font-size:12px;white-space:nowrap}
.pg{height:297mm;box-sizing:border-box;padding:10mm 12mm;overflow:hidden;break-after:page}.pg.last{break-after:auto}
.hd{display:flex;align-items:center;gap:10px;border-bottom:3px solid #212121;padding-bottom:6px}.nm{font-family:'Aharoni CLM';font-size:34px;font-weight:bold}.meta{margin-inline-start:auto;text-align:end;line-height:1.6}.ttl{font-size:20px;font-weight:bold}.sm{font-size:11px;color:#555}
.cust{margin:8px 0;line-height:1.7}.t{width:100%;border-collapse:collapse;margin-top:6px}.t th{background:#212121;color:#fff;padding:4px;text-align:start;font-size:11.5px}.t td{padding:3px 4px;border-bottom:1px solid #ccc}
.carry{display:flex;justify-content:space-between;font-weight:bold;border:1px solid #212121;padding:5px;margin:8px 0}.tot{width:55%;margin:10px 0 10px auto}.tot div{display:flex;justify-content:space-between;padding:3px}.g{font-weight:bold;font-size:16px;border-top:2px solid #212121}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: page1 + page2 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
