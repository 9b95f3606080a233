import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { bi, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-gochu-korean-grill-bill';

/** English name, Hebrew name, agorot with VAT (approximate 2022 prices). */
const MENU: [string, string, number][] = [
  ['Samgyeopsal (pork belly)', 'סמגיופסל', 7800],
  ['Bulgogi beef', 'בולגוגי בקר', 8800],
  ['Dak galbi (chicken)', 'דאק גלבי עוף', 6900],
  ['Galbi short ribs', 'צלעות גלבי', 11400],
  ['Kimchi pancake', "פנקייק קימצ'י", 4200],
  ['Bibimbap', 'ביבימבאפ', 5800],
  ['Japchae noodles', "אטריות ג'אפצ'ה", 5200],
  ['Tteokbokki', 'טוקבוקי', 4600],
  ['Steamed egg (gyeran-jjim)', 'ביצה מאודה', 2900],
];
const DRINKS: [string, string, number][] = [
  ['Soju 360ml', "סוג'ו", 4800],
  ['Cass beer 500ml', 'בירה קאס', 3200],
  ['Makgeolli', 'מקגולי', 5400],
  ['Barley tea (refill)', 'תה שעורה', 1200],
  ['Yuzu lemonade', 'לימונדה יוזו', 2200],
];

/**
 * A Korean barbecue in Tel Aviv, the table's bill, Hebrew labels with English after a slash and English dishes with
 * their Hebrew names under them, 80 mm (Liberation Sans Narrow for the word mark, Noto Sans Hebrew and Noto Sans, Noto
 * Mono): a drawn round grill over "GOCHU" and "גוצ'ו", "גוצ'ו מסעדות בע"מ" with "ח.פ. / Co. No." plain; "חשבונית מס
 * קבלה / Tax Invoice Receipt", "מס' / No." (the till, a hyphen, five digits), "תאריך / Date" yyyy-mm-dd and time;
 * table, guests, server (distractors); dishes and drinks by quantity; "ביניים / Subtotal", for five guests or more
 * "שירות 12% / Service 12%" (in the total), otherwise "השירות אינו כלול / Service not included" and a suggested tip at
 * 10%, 12% and 15% (distractors); "סה"כ / TOTAL", "כולל מע"מ n% / VAT incl.", "לפני מע"מ / Net" (contained); any day.
 */
export const mixedGochuKoreanGrillBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const up = (p: number) => Math.round((p * (1 + (year - 2022) * 0.04)) / 100) * 100;
    const guests = rng.int(2, 8);
    const lines = [...rng.some(MENU, rng.int(2, 3) + Math.floor(guests / 2)), ...rng.some(DRINKS, rng.int(1, 3))].map(([en, he, p]) => ({
      en,
      he,
      q: rng.int(1, Math.max(1, Math.ceil(guests / 2))),
      p: up(p),
    }));
    const sub = total(lines.map((l) => l.q * l.p));
    const service = guests >= 5 ? Math.round((sub * 12) / 100) : 0;
    const gross = sub + service;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'גוצ\'ו מסעדות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 3)}-${rng.digits(5)}`;
    const n = (s: string) => `<span class="n">${ltr(s)}</span>`;
    const grill = `<svg width="46" height="46" viewBox="0 0 46 46"><circle cx="23" cy="23" r="20" fill="none" stroke="#000" stroke-width="3"/>${[13, 18, 23, 28, 33].map((x) => `<path d="M${x} 7 V39" stroke="#000" stroke-width="1.6"/>`).join('')}<path d="M20 -1 C24 4 18 6 22 10" stroke="#000" stroke-width="1.5" fill="none"/></svg>`;
    const tips = [10, 12, 15].map((t) => `${n(`${t}%`)} ${n(amount(Math.round((gross * t) / 100)))}`).join(' · ');
    const body = `<div class="c">${grill}<div class="wm">GOCHU</div><div class="he">גוצ'ו · ברביקיו קוריאני</div><div class="sm">${vendorName}</div><div class="sm">${bi('ח.פ.', 'Co. No.')} ${n(taxId)}</div><div class="sm">רח' הרכבת ${n(String(rng.int(2, 40)))}, תל אביב · ${n(`03-56${rng.digits(5)}`)}</div></div>
<div class="ln"></div><div class="c b">${bi('חשבונית מס קבלה', 'Tax Invoice Receipt')}</div>
<div class="row"><span>${bi("מס'", 'No.')}</span>${n(doc)}</div><div class="row"><span>${bi('תאריך', 'Date')}</span>${n(`${dt(date, 'yyyy-mm-dd')} ${hhmm(rng.int(12 * 60, 23 * 60 + 40))}`)}</div>
<div class="row sm"><span>${bi('שולחן', 'Table')} ${n(String(rng.int(1, 30)))}</span><span>${bi('סועדים', 'Guests')} ${n(String(guests))}</span><span>${bi('מלצר/ית', 'Server')}: ${rng.pick(['Yuval', 'Shir', 'Min-ji', 'Omer'])}</span></div><div class="ln"></div>
${lines.map((l) => `<div class="row"><span>${n(`${l.q}x`)} ${n(l.en)}</span>${n(amount(l.q * l.p))}</div><div class="hei">${l.he}</div>`).join('')}
<div class="ln"></div><div class="row"><span>${bi('ביניים', 'Subtotal')}</span>${n(amount(sub))}</div>
${service ? `<div class="row"><span>${bi(`שירות ${n('12%')}`, `Service ${n('12%')}`)}</span>${n(amount(service))}</div>` : `<div class="c sm">${bi('השירות אינו כלול', 'Service not included')}</div>`}
<div class="row big"><span>${bi('סה"כ', 'TOTAL')}</span>${n(amount(gross))}</div><div class="row sm"><span>${bi(`כולל מע"מ ${n(`${rate}%`)}`, 'VAT incl.')}</span>${n(amount(vat))}</div><div class="row sm"><span>${bi('לפני מע"מ', 'Net')}</span>${n(amount(gross - vat))}</div>
${service ? '' : `<div class="ln"></div><div class="c sm">${bi('טיפ מומלץ', 'Suggested tip')}<br>${tips}</div>`}
<div class="ln"></div><div class="c sm">${bi('תודה ולהתראות', 'Thank you – kamsahamnida!')}</div>`;
    const css = `body{width:72mm;padding:4mm;font-family:'Noto Sans Hebrew','Noto Sans';font-size:12px;line-height:1.4;color:#000}.n{font-family:'Noto Mono';font-size:11px;white-space:nowrap}
.c{text-align:center}.wm{font-family:'Liberation Sans Narrow';font-size:34px;font-weight:bold;letter-spacing:5px;line-height:1}.he{font-size:14px}.sm{font-size:10.5px}.b{font-weight:bold;font-size:13px}
.row{display:flex;justify-content:space-between;gap:4px}.hei{font-size:10.5px;color:#333;margin-bottom:2px}.big{font-weight:bold;font-size:16px;margin:3px 0}.ln{border-top:1.5px dashed #000;margin:5px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 260mm', css, body }),
      page: '80mm 260mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
