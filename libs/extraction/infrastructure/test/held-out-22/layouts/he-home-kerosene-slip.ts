import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, spacedId } from '../../generalisation/notation';
import { ltr, ownId, stirred } from './extra';

const SELLERS = [
  { brand: 'חום הגליל', sub: 'נפט לחימום ביתי · צומת גולני', legal: 'נפט וחום הגליל בע"מ', label: 'ח.פ.', company: true, id: 'plain', series: 'G' },
  { brand: 'תחנת הכפר', sub: "דלקים · נפט · גז · מג'ד אל-כרום", legal: 'סלים חורי', label: 'עוסק מורשה', company: false, id: 'spaced', series: '' },
  { brand: 'אש קטנה', sub: 'נפט וסולר לבית · משלוחים בירושלים וסביבתה', legal: 'אש קטנה אנרגיה ביתית בע"מ', label: 'ח"פ', company: true, id: 'hyphen', series: 'J' },
] as const;

/**
 * A heating kerosene seller's slip on 80 mm paper, sold in winter by the litre into jerrycans (Liberation Mono,
 * FreeMono or Miriam Mono CLM; the brand boxed, or light on a dark band): the legal name or a licensed dealer's
 * own name under a village station's brand, "ח.פ." / "ח"פ" / "עוסק מורשה" (plain, hyphenated or spaced);
 * "חשבונית מס קבלה" with "מס' חשבונית" ("G-0058214", seven digits or "J 20417"), "מס' תנועה", date and time,
 * "משאבה"; "נפט לחימום" in litres to two decimals at a price a litre to three, new jerrycans sold, a delivery
 * to the door with its date and the address on some; "סה"כ" with "מחיר כולל מע"מ" and the VAT in it, or
 * "לפני מע"מ", "מע"מ", "סה"כ לתשלום"; cash or a card; a safety note.
 */
export const heHomeKeroseneSlip: Layout = {
  id: 'he-home-kerosene-slip',
  lang: 'he',
  kind: 'fuel',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-home-kerosene-slip');
    const s = rng.pick(SELLERS);
    const vendorTaxId = ownId(s.legal, s.company);
    // Winter only: a season starting in November 2023, 2024 or 2025, from 1 November to 15 March.
    const season = rng.pick([2023, 2024, 2025]);
    const date = addDays(`${season}-11-01`, rng.int(0, 134));
    const rate = israeliRate(date);
    const litres = rng.int(1800, 12000); // hundredths of a litre
    const price = rng.int(7450, 8990); // agorot per 100 litres -> price per litre in 1/1000 ₪ is price/100*10
    const perLitre = price / 1000; // ₪ with three decimals
    const fuel = Math.round((litres * price) / 1000);
    const cans = rng.chance(0.4) ? rng.int(1, 3) : 0;
    const canPrice = rng.pick([3900, 4500]);
    const delivery = s.series === 'J' || rng.chance(0.25) ? rng.pick([3000, 4000, 5000]) : 0;
    const pay = fuel + cans * canPrice + delivery;
    const vat = vatOfGross(pay, rate);
    const docNo = s.series === 'G' ? `G-${String(rng.int(1000, 99999)).padStart(7, '0')}` : s.series === 'J' ? `J ${rng.int(10000, 39999)}` : String(rng.int(1000000, 2999999));
    const font = rng.pick(['Liberation Mono', 'FreeMono', 'Miriam Mono CLM']);
    const fmt = rng.pick(['dd/mm/yy', 'dd.mm.yyyy', 'd.m.yy'] as const);
    const idText = s.id === 'spaced' ? spacedId(vendorTaxId) : s.id === 'hyphen' ? hyphenId(vendorTaxId) : vendorTaxId;
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const band = rng.chance(0.5);
    const split = rng.chance(0.5);
    const sums = split
      ? r('לפני מע"מ', ltr(amount(pay - vat))) + r(`מע"מ ${rate}%`, ltr(amount(vat))) + r('סה"כ לתשלום ₪', ltr(amount(pay)), 'big')
      : r('סה"כ ₪', ltr(amount(pay)), 'big') + `<div class="sm">מחיר כולל מע"מ · מזה מע"מ ${rate}%: ${ltr(amount(vat))}</div>`;
    const cash = rng.chance(0.5);
    const given = Math.ceil(pay / 2000) * 2000;
    const payment = cash ? r('מזומן', ltr(amount(given))) + r('עודף', ltr(amount(given - pay))) : r('אשראי', ltr(`**** ${rng.digits(4)}`)) + r('אישור', ltr(rng.digits(6)));
    const deliv = delivery
      ? r('משלוח עד הבית', ltr(amount(delivery))) +
        `<div class="sm">מועד אספקה: ${ltr(dt(addDays(date, rng.int(0, 2)), fmt))} · ${esc(rng.pick(["רח' הזית 12, ", "שכ' גילה, רח' המעפילים 5, ", 'מושב אורה, משק 31, ']))}${ltr(cellular(rng))}</div>`
      : '';
    const body = `<div class="${band ? 'band' : 'box'}"><div class="brand">${esc(s.brand)}</div><div class="sm">${esc(s.sub)}</div></div>
<div class="c">${esc(s.legal)}<br>${s.label} ${ltr(idText)}</div><div class="eq"></div>
<div class="c b">חשבונית מס קבלה</div>${r("מס' חשבונית", `<b>${ltr(docNo)}</b>`)}${r("מס' תנועה", ltr(rng.digits(8)))}${r(`תאריך ${ltr(dt(date, fmt))}`, `שעה ${ltr(hhmm(rng.int(6 * 60 + 30, 19 * 60)))}`)}${r('משאבה', String(rng.int(1, 4)))}
<div class="eq"></div><div>נפט לחימום (קרוסין)</div>${r('ליטרים', ltr((litres / 100).toFixed(2)))}${r('מחיר לליטר', ltr(perLitre.toFixed(3)))}${r('סכום', ltr(amount(fuel)))}
${cans ? r(`ג'ריקן 20 ל' חדש x ${cans}`, ltr(amount(cans * canPrice))) : ''}${deliv}<div class="eq"></div>${sums}<div class="eq"></div>${payment}
<div class="c sm">יש לאחסן נפט הרחק ממקורות חום ובכלי תקני בלבד.<br>אין להשתמש בתנור נפט בחדר סגור ללא אוורור.</div>`;
    const css = `body{font-family:'${font}','Miriam Mono CLM',monospace;font-size:10.5px;width:70mm;padding:4mm 5mm;color:#111;line-height:1.4}
.band{background:#222;color:#f7d98b;text-align:center;padding:2mm}.box{border:2px solid #111;text-align:center;padding:1.5mm}.brand{font-size:20px;font-weight:bold;letter-spacing:1px}
.c{text-align:center}.b{font-weight:bold;font-size:12.5px}.r{display:flex;justify-content:space-between;gap:2mm}.r>span:last-child{white-space:nowrap}.sm{font-size:9px}.eq{border-top:1px solid #111;border-bottom:1px solid #111;height:1px;margin:1.5mm 0}.big{font-weight:bold;font-size:14px}bdi{white-space:nowrap}`;
    const page = '80mm 200mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(pay), tax: truthAmount(vat) },
    };
  },
};
