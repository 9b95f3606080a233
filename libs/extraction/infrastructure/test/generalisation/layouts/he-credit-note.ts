import { addDays, amount, esc, formatDate, htmlPage, israeliRate, Layout, lineItems, randomDate, sum, taxId, truthAmount, vatOfNet } from '../kit';

const VENDORS = ['טכנו-פרו מחשבים בע"מ', 'ריהוט משרדי אלמוג בע"מ', 'גל-אור תאורה', 'קייטרינג טעמים בע"מ'];
const GOODS = ['החזרת מסך 27"', 'זיכוי על פגם במוצר', 'החזרת כיסא משרדי', 'ביטול הזמנה חלקי', 'הנחה בדיעבד', 'החזרת מקלדת'];

/**
 * A Hebrew credit note: it cites the invoice it credits (another number, an earlier date), and
 * its amounts are a refund. The truth is negative.
 */
export const heCreditNote: Layout = {
  id: 'he-credit-note',
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const vendor = rng.pick(VENDORS);
    const company = vendor.includes('בע"מ');
    const id = taxId(rng, company);
    const date = randomDate(rng);
    const rate = israeliRate(date);
    const items = lineItems(rng, GOODS, [1, 2], [80, 1900]);
    const net = sum(items);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const doc = String(rng.int(100, 9999));
    const original = String(Number(doc) + rng.int(500, 4000));
    const origDate = addDays(date, -rng.int(5, 60));
    const style = rng.pick(['d/m/Y', 'd.m.y', 'he'] as const);
    const negative = rng.chance(0.5);
    const m = (c: number) => (negative ? `-${amount(c)}` : amount(c));
    const font = rng.pick(['David CLM', 'FreeSerif', 'Noto Serif Hebrew', 'Frank Ruehl CLM']);
    const body = `
<h1>${esc(vendor)}</h1>
<div class="c">${company ? 'ח.פ.' : 'עוסק מורשה'} ${id} | ${rng.pick(['פתח תקווה', 'הרצליה', 'נצרת עילית'])}</div>
<h2>חשבונית זיכוי מס' ${doc}</h2>
<p>תאריך: ${formatDate(date, style)}</p>
<p>לכבוד: ${rng.pick(['אקמה סחר בע"מ', 'משרד רו"ח כהן ושות\''])}</p>
<p>זיכוי בגין חשבונית מס ${original} מיום ${formatDate(origDate, style)}</p>
<table><tr><th>תיאור</th><th>כמות</th><th>מחיר</th><th>סכום</th></tr>
${items.map((l) => `<tr><td>${esc(l.name)}</td><td>${l.qty}</td><td>${amount(l.unit)}</td><td>${m(l.qty * l.unit)}</td></tr>`).join('')}</table>
<table class="t">
<tr><td>סכום הזיכוי לפני מע"מ</td><td>${m(net)}</td></tr>
<tr><td>מע"מ ${rate}%</td><td>${m(vat)}</td></tr>
<tr class="b"><td>סה"כ זיכוי</td><td>${m(total)} ₪</td></tr>
</table>
<p>הסכום יקוזז מהחשבון הבא או יוחזר בהעברה בנקאית.</p>`;
    const css = `body { font-family: '${font}'; font-size: 12pt; padding: 15mm; } h1 { text-align: center; margin: 0; } .c { text-align: center; }
h2 { text-align: center; border: 1px solid #000; padding: 2mm; margin: 8mm 30mm; }
table { width: 100%; border-collapse: collapse; } th, td { border-bottom: 1px solid #999; padding: 4px; } .t { width: 50%; margin: 6mm auto 0 0; } .b td { font-weight: bold; }`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-total), tax: truthAmount(-vat) },
    };
  },
};
