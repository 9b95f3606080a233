import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, time, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, landline, personalId } from '../../generalisation/notation';
import { barcode, dashed } from './extra';

const STORES = [
  { brand: 'ניחוחות', legal: 'ניחוחות רשת פרפומריה בע"מ', company: true, label: 'ח.פ', addr: 'קניון עזריאלי, חולון' },
  { brand: 'ESSENZA', legal: 'אסנצה קוסמטיקה ובשמים בע"מ', company: true, label: 'ח"פ', addr: "רח' סוקולוב 52, רמת השרון" },
  { brand: 'הבושם של ורד', legal: 'ורד קליין', company: false, label: "מס' עוסק", addr: 'מרכז מסחרי רמות, באר שבע' },
];
/** Name, price in agorot (with VAT). */
const GOODS: [string, number][] = [
  ['א.ד.פ. לאישה 100 מ"ל', 46900],
  ['א.ד.ט. לגבר 50 מ"ל', 32900],
  ['בושם לשיער 30 מ"ל', 17900],
  ['קרם לחות פנים SPF30', 14900],
  ['סרום ויטמין C', 21900],
  ['מסקרה ווליום שחור', 8900],
  ['שפתון מאט גוון 214', 7900],
  ['מייק-אפ נוזלי 30 מ"ל', 16900],
  ['תחליב גוף מבושם 200 מ"ל', 9900],
  ['מי פנים מרעננים', 5900],
  ["לק ג'ל גוון 07", 4500],
  ['מברשת פודרה', 6900],
];

/**
 * A perfumery and cosmetics shop's till slip on 80 mm paper (Miriam Mono CLM, DejaVu Sans Mono or
 * FreeMono; the brand in Shofar, or P052 italic for the Latin "ESSENZA"): the brand over the company
 * ("ח.פ" / "ח"פ") or the owner's name ("מס' עוסק"), the address, then "חשבונית מס-קבלה" with a branch
 * and a seven-digit number, date (dd-mm-yyyy or dd.mm.yy) and time on one line, the barcode of each item
 * under its name, "1+1" on care products (the cheaper free), a member's 5% with the member's valid
 * ת.ז., gift wrapping at 0.00, "סה"כ לתשלום", "מע"מ כלול", a gift card used in part and the rest by
 * card, and an exchange-by date thirty days on.
 */
export const hePerfumeryTill: Layout = {
  id: 'he-perfumery-till',
  lang: 'he',
  kind: 'shop till',
  make(rng: Rng) {
    const s = rng.pick(STORES);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-07-01', '2026-02-25');
    const rate = israeliRate(date);
    const items = rng.some(GOODS, rng.int(2, 5)).map(([name, price]) => ({ name, price, q: rng.chance(0.2) ? 2 : 1, ean: `729${rng.digits(10)}` }));
    const gross = items.reduce((a, i) => a + i.q * i.price, 0);
    // 1+1: the cheapest unit of the care products free when two or more of them are bought.
    const care = items.filter((i) => /קרם|סרום|תחליב|מי פנים/.test(i.name)).flatMap((i) => Array(i.q).fill(i.price) as number[]);
    const promo = care.length >= 2 ? Math.min(...care) : 0;
    const member = rng.chance(0.55);
    const memberDisc = member ? Math.round(((gross - promo) * 5) / 100) : 0;
    const total = gross - promo - memberDisc;
    const vat = vatOfGross(total, rate);
    const branch = rng.int(2, 9);
    const docNo = `${branch}${rng.digits(6)}`;
    const font = rng.pick(['Miriam Mono CLM', 'DejaVu Sans Mono', 'FreeMono']);
    const brandFont = /[A-Z]/.test(s.brand) ? 'P052' : 'Shofar';
    const dateText = rng.chance(0.5) ? dashed(date) : dt(date, 'dd.mm.yy');
    const gift = rng.chance(0.35) ? Math.min(total, rng.pick([10000, 20000, 25000])) : 0;
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const sep = '<div class="sep"></div>';
    const body = `<div class="s"><div class="brand">${esc(s.brand)}</div><div class="c">בשמים · קוסמטיקה · טיפוח</div><div class="c">${esc(s.legal)} ${s.label} ${vendorTaxId}</div><div class="c">${esc(s.addr)} · <bdi>${landline(rng)}</bdi></div>${sep}
<div class="c b big">חשבונית מס-קבלה</div>${r(`סניף ${branch} קופה ${rng.int(1, 4)}`, `מס' ${docNo}`, 'b')}${r(`${dateText} ${time(rng)}`, `מוכרת: ${esc(rng.pick(['אורטל', 'סתיו', 'ויקה', 'נעמה']))}`)}${sep}
${items.map((i) => `${r(esc(i.name), amount(i.q * i.price))}<div class="ean">${i.ean}${i.q > 1 ? ` &nbsp; ${i.q} × ${amount(i.price)}` : ''}</div>`).join('')}
${r('עטיפת מתנה', '0.00')}${sep}${r('סה"כ פריטים', amount(gross))}${promo ? r('מבצע 1+1 טיפוח', `${amount(promo)}-`) : ''}${member ? `${r('הנחת חברת מועדון 5%', `${amount(memberDisc)}-`)}${r(`ת.ז. חברה ${personalId(rng)}`, '')}` : ''}
${r('סה"כ לתשלום', amount(total), 'b big')}${r(`מע"מ ${rate}% כלול`, amount(vat))}${sep}
${gift ? r(`כרטיס מתנה ${rng.digits(4)}-${rng.digits(4)}-${rng.digits(4)}`, amount(gift)) : ''}${total - gift ? `${r(`אשראי ${rng.pick(['ויזה', 'מאסטרקארד', 'דיינרס'])} ${rng.digits(4)}`, amount(total - gift))}${r('אישור', rng.digits(6))}` : ''}${sep}
<div class="c sm">החלפה עד ${dt(addDays(date, 30), 'dd/mm/yyyy')} באריזה סגורה בלבד</div><div class="bc">${barcode(rng, 50, 9)}</div><div class="c sm">${branch}${docNo}${date.replace(/-/g, '')}</div></div>`;
    const css = `body{font-family:'${font}','Miriam Mono CLM',monospace;font-size:11px;color:#000}.s{width:72mm;padding:4mm}.brand{font-family:'${brandFont}',serif;font-size:28px;font-weight:bold;text-align:center;${brandFont === 'P052' ? 'font-style:italic;letter-spacing:2px;' : ''}}
.c{text-align:center}.b{font-weight:bold}.big{font-size:14px}.sep{border-top:1px solid #000;margin:1.5mm 0}.r{display:flex;justify-content:space-between;gap:2mm}.r span:last-child{white-space:nowrap}.ean{font-size:9px;padding-right:2mm;margin-bottom:0.6mm}.sm{font-size:9.5px;margin-top:1mm}.bc{text-align:center;margin-top:2mm}`;
    return {
      page: '80mm 280mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 280mm', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
