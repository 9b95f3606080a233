import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, landline, share } from '../../generalisation/notation';

const CAFES = [
  { brand: 'קפה לבן', legal: 'לבן בית קפה חלבי בע"מ', label: 'ח.פ.', company: true, place: "שד' רוטשילד 41, ראשון לציון" },
  { brand: 'Café Bustan', legal: 'בוסתן בנחלת בנימין בע"מ', label: 'ח"פ', company: true, place: 'נחלת בנימין 58, תל אביב' },
  { brand: 'המרפסת של רוני', legal: 'רוני שגיא', label: 'עוסק מורשה', company: false, place: 'מרכז מסחרי, מבשרת ציון' },
];
const MENU: [string, number][] = [
  ['ארוחת בוקר זוגית', 16800],
  ['שקשוקה עם פטה', 6200],
  ['סלט קינואה ובטטה', 5800],
  ['טוסט בריוש גבינות', 4900],
  ['פסטה רוזה', 6400],
  ['קרואסון שקדים', 2600],
  ["קפוצ'ינו גדול", 1700],
  ['אמריקנו', 1300],
  ['לימונענע גרוס', 1900],
  ['מיץ תפוזים סחוט', 1800],
  ['עוגת גבינה פירורים', 3600],
  ['וופל בלגי', 4200],
];

/**
 * A dairy café's bill on 80 mm paper (Noto Sans Hebrew, FreeSans or Nachlieli CLM; the brand in Frank Ruehl
 * CLM or, "Café Bustan", C059 italic): the brand, legal name or owner's name with "ח.פ." / "ח"פ" / "עוסק
 * מורשה", table, diners, waitress and the time the table opened; dishes and drinks with the quantity first,
 * "סה"כ", then either "שירות 12%" for a group (with VAT on it) and "סה"כ לתשלום", or "סה"כ לתשלום", the card
 * tip and "סה"כ חויב", or just "סה"כ לתשלום" with suggested tips printed; "מתוכו מע"מ"; the card and approval;
 * last "חשבונית מס/קבלה מס'" (five digits or "2-38211") with the date (dd.mm.yy or d/m/yyyy) and the closing time.
 */
export const heDairyCafeBill: Layout = {
  id: 'he-dairy-cafe-bill',
  lang: 'he',
  kind: 'restaurant bill',
  make(rng: Rng) {
    const s = rng.pick(CAFES);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-07-01', '2026-02-28');
    const rate = israeliRate(date);
    const diners = rng.int(2, 9);
    const lines = rng.some(MENU, rng.int(3, 7)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, Math.min(4, diners)) }));
    const food = lines.reduce((a, l) => a + l.qty * l.unit, 0);
    const mode = diners >= 6 ? 'service' : rng.pick(['tip', 'tip', 'none'] as const);
    const service = mode === 'service' ? share(food, 12) : 0;
    const tip = mode === 'tip' ? Math.round(share(food, rng.pick([10, 12, 15])) / 100) * 100 : 0;
    const billed = food + service;
    const vat = vatOfGross(billed, rate);
    const total = billed + tip;
    const docNo = rng.chance(0.5) ? String(rng.int(10000, 69999)) : `${rng.int(1, 3)}-${rng.int(10000, 49999)}`;
    const font = rng.pick(['Noto Sans Hebrew', 'FreeSans', 'Nachlieli CLM']);
    const brandCss = /[A-Z]/.test(s.brand) ? "font-family:'C059',serif;font-style:italic" : "font-family:'Frank Ruehl CLM',serif";
    const open = rng.int(8 * 60, 17 * 60);
    const close = open + rng.int(35, 140);
    const hm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const card = `${rng.pick(['ויזה', 'מאסטרקארד', 'אמריקן אקספרס', 'דיינרס'])} ****${rng.digits(4)}`;
    const totals =
      mode === 'service'
        ? `${r('סה"כ', amount(food))}${r(`שירות 12% (לשולחן מ-6 סועדים)`, amount(service))}${r('סה"כ לתשלום', amount(billed), 'big')}${r(`מתוכו מע"מ ${rate}%`, amount(vat))}${r(card, amount(billed))}`
        : mode === 'tip'
          ? `${r('סה"כ לתשלום', amount(food), 'big')}${r(`מתוכו מע"מ ${rate}%`, amount(vat))}<div class="c sm">* השירות אינו כלול במחיר</div>${r('טיפ', amount(tip))}${r('סה"כ חויב', amount(total), 'big')}${r(card, amount(total))}`
          : `${r('סה"כ לתשלום', amount(food), 'big')}${r(`מתוכו מע"מ ${rate}%`, amount(vat))}<div class="c sm">השירות אינו כלול · טיפ מומלץ: 10% ${amount(share(food, 10))} | 12% ${amount(share(food, 12))} | 15% ${amount(share(food, 15))}</div>${r(rng.chance(0.5) ? card : 'מזומן', amount(food))}`;
    const body = `<div class="brand">${esc(s.brand)}</div><div class="c">בית קפה חלבי · כשר</div><div class="c">${esc(s.legal)} · ${s.label} ${vendorTaxId}</div><div class="c">${esc(s.place)} · <bdi>${landline(rng)}</bdi></div><div class="hr"></div>
${r(`שולחן ${rng.int(1, 40)}`, `סועדים ${diners}`)}${r(`מלצרית: ${esc(rng.pick(['הילה', 'נוי', 'שירן', 'מאיה']))}`, `נפתח ${hm(open)}`)}<div class="hr"></div>
${lines.map((l) => r(`${l.qty} ${esc(l.name)}`, amount(l.qty * l.unit))).join('')}<div class="hr"></div>${totals}
${r("מס' אישור", rng.digits(6))}<div class="hr"></div><div class="c b">חשבונית מס/קבלה מס' ${docNo}</div><div class="c">${dt(date, rng.pick(['dd.mm.yy', 'd/m/yyyy'] as const))} ${hm(close)}</div><div class="c sm">תודה ולהתראות!</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:12px;width:72mm;padding:5mm 4mm;color:#111}.brand{${brandCss};font-size:28px;font-weight:bold;text-align:center}.c{text-align:center}.b{font-weight:bold}
.r{display:flex;justify-content:space-between;gap:3mm}.r span:last-child{white-space:nowrap}.hr{border-top:1px solid #000;margin:2mm 0}.big{font-weight:bold;font-size:14.5px}.sm{font-size:9.5px}`;
    return {
      page: '80mm 200mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
