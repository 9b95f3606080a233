import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, heDay, personalId } from '../../generalisation/notation';
import { kg } from './extra';

const STUDIOS = [
  { en: 'Clay & Kiln', he: 'חימר ותנור', legal: 'יעל רבינוביץ', company: false },
  { en: 'Studio Ofer Ceramics', he: 'סטודיו עופר לקרמיקה', legal: 'עופר דנינו', company: false },
  { en: 'The Wheel House', he: 'בית האובניים', legal: 'בית האובניים סדנאות אמנות בע"מ', company: true },
];
const STUDENTS = ['רותם אלון', 'שני מזרחי', 'גלית ורדי', 'עינב חדד', 'מרים סלאמה'];

/**
 * A pottery studio's receipt on landscape A5 with every label in Hebrew and English (Noto Sans Hebrew, FreeSans
 * or Simple CLM; the English name in P052 italic) in a clay-coloured side panel: the English and Hebrew
 * names, the owner's name with "עוסק מורשה / Licensed Dealer" or a company with "ח.פ. / Co. No.", a mobile and
 * the Jaffa address; "חשבונית מס קבלה / Tax Invoice Receipt", prices with VAT and "מזה מע"מ / of which VAT";
 * "מס' / No." (four digits), "תאריך / Date" (dd/mm/yyyy with the Hebrew weekday, or dd.mm.yy); the student with
 * a valid ת.ז. and a mobile; a course of eight meetings with its first and last dates, a single workshop,
 * clay by the bag, glaze firings by weight ("1.350 ק"ג × 45.00"), a gift card, "סה"כ / Total ₪", and the
 * payment (card, Bit or PayBox with a reference, or cash).
 */
export const mixedPotteryStudioReceipt: Layout = {
  id: 'mixed-pottery-studio-receipt',
  lang: 'mixed',
  kind: 'services receipt',
  make(rng: Rng) {
    const s = rng.pick(STUDIOS);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-07-01', '2026-02-25');
    const rate = israeliRate(date);
    const start = addDays(date, rng.int(-3, 12));
    type L = { he: string; en: string; q: string; sum: number };
    const lines: L[] = [];
    if (rng.chance(0.7))
      lines.push({
        he: `קורס אובניים 8 מפגשים (${dt(start, 'dd/mm')} - ${dt(addDays(start, 49), 'dd/mm')})`,
        en: 'Wheel course, 8 sessions',
        q: '1',
        sum: rng.pick([128000, 144000, 160000]),
      });
    else lines.push({ he: 'סדנת בניית יד חד-פעמית', en: 'One-off hand-building workshop', q: String(rng.int(1, 4)), sum: 0 });
    if (lines[0].sum === 0) lines[0].sum = Number(lines[0].q) * rng.pick([22000, 26000]);
    if (rng.chance(0.6)) {
      const q = rng.int(1, 3);
      lines.push({ he: 'שק חימר 10 ק"ג', en: 'Clay bag 10 kg', q: String(q), sum: q * rng.pick([6500, 7800]) });
    }
    if (rng.chance(0.6)) {
      const g = rng.int(600, 4200);
      const perKg = rng.pick([4500, 5200]);
      lines.push({ he: `שריפת גלזורה ${kg(g)} ק"ג × ${amount(perKg)}`, en: 'Glaze firing by weight', q: kg(g), sum: Math.round((g * perKg) / 1000) });
    }
    if (rng.chance(0.25)) lines.push({ he: 'כרטיס מתנה לסדנה', en: 'Workshop gift card', q: '1', sum: 25000 });
    const total = lines.reduce((a, x) => a + x.sum, 0);
    const vat = vatOfGross(total, rate);
    const docNo = String(rng.int(1000, 4999));
    const font = rng.pick(['Noto Sans Hebrew', 'FreeSans', 'Simple CLM']);
    const l = (he: string, en: string) => `${he} / <bdi>${en}</bdi>`;
    const dateText = rng.chance(0.5) ? `${heDay(date)} ${dt(date, 'dd/mm/yyyy')}` : dt(date, 'dd.mm.yy');
    const who = s.company ? l('ח.פ.', 'Co. No.') : l('עוסק מורשה', 'Licensed Dealer');
    const pay = rng.pick(['card', 'bit', 'paybox', 'cash'] as const);
    const payText =
      pay === 'card'
        ? `${l('אשראי', 'Card')} ****${rng.digits(4)}`
        : pay === 'bit'
          ? `Bit · ${rng.digits(9)}`
          : pay === 'paybox'
            ? `PayBox · ${rng.digits(10)}`
            : l('מזומן', 'Cash');
    const body = `<div class="wrap"><div class="side"><div class="en">${esc(s.en)}</div><div class="he">${esc(s.he)}</div><div class="sm">${esc(s.legal)}<br>${who} ${vendorTaxId}<br><bdi>${cellular(rng)}</bdi><br>${l('קיבוץ גלויות 18, יפו', '18 Kibbutz Galuyot, Jaffa')}</div></div>
<div class="main"><div class="tt">${l('חשבונית מס קבלה', 'Tax Invoice Receipt')} &nbsp; ${l("מס'", 'No.')} ${docNo}</div><div>${l('תאריך', 'Date')}: ${dateText}</div>
<div class="cl">${l('התקבל מ', 'Received from')}: ${esc(rng.pick(STUDENTS))} · ת.ז. ${personalId(rng)} · <bdi>${cellular(rng)}</bdi></div>
<table class="it"><tr><th>${l('פריט', 'Item')}</th><th>${l('כמות', 'Qty')}</th><th>${l('סכום', 'Amount')}</th></tr>${lines.map((x) => `<tr><td>${esc(x.he)}<div class="sm"><bdi>${esc(x.en)}</bdi></div></td><td>${x.q}</td><td>${amount(x.sum)}</td></tr>`).join('')}</table>
<table class="tot"><tr class="b"><td>${l('סה"כ', 'Total')} ₪</td><td>${amount(total)}</td></tr><tr><td>${l('מזה מע"מ', 'of which VAT')} ${rate}%</td><td>${amount(vat)}</td></tr><tr><td>${l('אמצעי תשלום', 'Paid by')}</td><td>${payText}</td></tr></table></div></div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11px;color:#3e2723}.wrap{display:flex;height:148mm}.side{width:58mm;background:#d7ccc8;padding:10mm 6mm;line-height:1.6}.en{font-family:'P052',serif;font-style:italic;font-size:22px;direction:ltr;text-align:right}.he{font-size:15px;font-weight:bold;margin-bottom:4mm}
.main{flex:1;padding:9mm 10mm}.tt{font-size:15px;font-weight:bold;margin-bottom:1mm}.cl{margin:3mm 0}.sm{font-size:9px;color:#6d4c41}table{border-collapse:collapse;width:100%}.it th{border-bottom:1.5px solid #3e2723;text-align:right;padding:1.2mm}.it td{padding:1.2mm;border-bottom:1px solid #e0d6d2}
.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:left;white-space:nowrap}.tot{width:86mm;margin:3mm auto 0 0}.tot td{padding:1mm 2mm}.tot td:last-child{text-align:left;white-space:nowrap}.b td{font-weight:bold;font-size:14px;border-top:2px solid #3e2723}`;
    return {
      page: 'A5 landscape',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5 landscape', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
