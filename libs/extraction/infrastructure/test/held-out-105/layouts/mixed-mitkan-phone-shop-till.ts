import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, trailingMinus } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-mitkan-phone-shop-till';

/** Hebrew, English, agorot with VAT in 2022 (approximate). */
const GOODS: [string, string, number][] = [
  ['כיסוי סיליקון', 'Silicone case', 7900],
  ['כיסוי ארנק', 'Flip wallet case', 14900],
  ['מגן מסך זכוכית', 'Tempered glass protector', 5900],
  ['התקנת מגן מסך', 'Protector applied', 2000],
  ['מטען קיר 25W', 'Wall charger 25W', 8900],
  ["כבל USB-C 2 מ'", 'USB-C cable 2 m', 4900],
  ['מטען לרכב כפול', 'Dual car charger', 6900],
  ['סוללת גיבוי 10000', 'Portable charger 10000', 12900],
  ['אוזניות אלחוטיות', 'Wireless earbuds', 19900],
  ['מעמד לרכב מגנטי', 'Magnetic car holder', 7900],
  ['מספר מראש + חבילה', 'Prepaid number + bundle', 4900],
  ['כרטיס זיכרון 64GB', 'Memory card 64GB', 5900],
];

/**
 * A phone-accessories shop in a Beersheba mall, the till's slip with each item in Hebrew and English, 80 mm (Aharoni
 * CLM for the name, FreeSans, FreeMono for the figures): "מתקן" in a rounded black box with "MITKAN · phone cases &
 * chargers", "מתקן סלולר ואביזרים בע"מ" and "ח.פ. / Reg." plain; "חשבונית מס / קבלה · TAX INVOICE / RECEIPT"; "מס' / No."
 * (the branch's three digits, a hyphen and five digits), date dd/mm/yyyy and time, "מוכר / Seller" (a distractor); each
 * item Hebrew over English with "q x price" and the sum; sometimes "מבצע 1+1 / Second item free" with a trailing minus;
 * "סה"כ / TOTAL" large, "מע"מ n% / VAT" and "לפני מע"מ / Net" (contained); card or cash with change; a warranty note;
 * not Saturday.
 */
export const mixedMitkanPhoneShopTill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.03;
    const lines = rng.some(GOODS, rng.int(1, 5)).map(([he, en, p]) => {
      const unit = Math.round((p * rise) / 1000) * 1000 - 100;
      const q = rng.pick([1, 1, 1, 2]);
      return { he, en, q, unit, sum: q * unit };
    });
    const goods = total(lines.map((l) => l.sum));
    const promo = lines.find((l) => l.q === 2 && l.en.includes('case'));
    const off = promo ? promo.unit : 0;
    const gross = goods - off;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'מתקן סלולר ואביזרים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(101, 118)}-${rng.digits(5)}`;
    const f = (s: string) => `<span class="f">${ltr(s)}</span>`;
    const en = (s: string) => `<span class="en">${s}</span>`;
    const fix = (s: string) => s.replace(/[0-9A-Za-z][0-9A-Za-z+\-']*/g, (m) => ltr(m));
    const cash = rng.chance(0.3);
    const given = Math.ceil(gross / 10000) * 10000;
    const body = `<div class="bx"><div class="nm">מתקן</div>${en('MITKAN · phone cases &amp; chargers')}</div>
<div class="c sm">${vendorName} · ח.פ. / ${en('Reg.')} ${f(taxId)}<br>קניון הנגב, באר שבע · ${f(`08-62${rng.digits(5)}`)}</div>
<div class="ti">חשבונית מס / קבלה · ${en('TAX INVOICE / RECEIPT')}</div>
<div class="row"><span>מס' / ${en('No.')}</span><span>${f(doc)}</span></div><div class="row"><span>${f(dt(date, 'dd/mm/yyyy'))}</span><span>${f(`${rng.int(10, 21)}:${String(rng.int(0, 59)).padStart(2, '0')}`)}</span></div><div class="row"><span>מוכר / ${en('Seller')}</span><span>${rng.pick(['אלון', 'סאמר', 'דניאל', 'ליה'])}</span></div>
<div class="dash"></div>${lines.map((l) => `<div>${fix(l.he)}</div><div class="row">${en(l.en)}<span>${f(`${l.q} x ${amount(l.unit)}`)}&nbsp;&nbsp;${f(amount(l.sum))}</span></div>`).join('')}
${off ? `<div class="row"><span>מבצע 1+1 / ${en('Second item free')}</span><span>${f(trailingMinus(off))}</span></div>` : ''}<div class="dash"></div>
<div class="row big"><span>סה"כ / ${en('TOTAL')}</span><span>${f(`₪${amount(gross)}`)}</span></div>
<div class="row"><span>מע"מ ${f(`${rate}%`)} / ${en('VAT')}</span><span>${f(amount(vat))}</span></div><div class="row"><span>לפני מע"מ / ${en('Net')}</span><span>${f(amount(gross - vat))}</span></div>
<div class="dash"></div>${cash ? `<div class="row"><span>מזומן / ${en('Cash')}</span><span>${f(amount(given))}</span></div><div class="row"><span>עודף / ${en('Change')}</span><span>${f(amount(given - gross))}</span></div>` : `<div class="row"><span>אשראי / ${en('Card')} ${f(`****${rng.digits(4)}`)}</span><span>${f(amount(gross))}</span></div>`}
<div class="c sm">אחריות ${f('12')} חודשים על מטענים ואוזניות / ${en('12-month warranty on chargers and earbuds')}</div>`;
    const css = `body{font-family:'FreeSans';font-size:11.5px;width:80mm;padding:5mm 4mm;box-sizing:border-box}.f{font-family:'FreeMono';font-weight:bold}.en{font-family:'FreeSans';font-size:10px;color:#333}
.bx{border:2px solid #000;border-radius:10px;text-align:center;padding:4px;background:#000;color:#fff}.bx .en{color:#fff}.nm{font-family:'Aharoni CLM';font-size:30px;line-height:1.1}.c{text-align:center}.sm{font-size:9.5px;line-height:1.5;margin:4px 0}
.ti{text-align:center;font-weight:bold;border-top:1px solid #000;border-bottom:1px solid #000;padding:3px 0;margin:5px 0}.row{display:flex;justify-content:space-between;gap:4px}.dash{border-top:1px dashed #000;margin:5px 0}.big{font-size:16px;font-weight:bold}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
