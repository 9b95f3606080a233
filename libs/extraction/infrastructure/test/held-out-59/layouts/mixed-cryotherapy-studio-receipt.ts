import { formatDate, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, sh, share } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'mixed-cryotherapy-studio-receipt';

const SERVICES: [string, string, number, number][] = [
  ['Whole-body cryo, 3 min', 'קריותרפיה לכל הגוף, 3 דק׳', 120, 180],
  ['Local cryo (knee / shoulder)', 'קריו ממוקד (ברך / כתף)', 90, 140],
  ['Cryo facial', 'טיפול פנים בקור', 150, 220],
  ['Compression boots, 30 min', 'מגפי לחץ, 30 דק׳', 80, 120],
  ['Infrared sauna, 30 min', 'סאונת אינפרא-אדום, 30 דק׳', 90, 130],
  ['5-session pass', 'כרטיסייה 5 כניסות', 550, 750],
  ['10-session pass', 'כרטיסייה 10 כניסות', 990, 1400],
  ['Wool socks &amp; gloves', 'גרביים וכפפות צמר', 35, 59],
  ['Intro session', 'טיפול היכרות', 89, 99],
];

/** Cryotherapy studio's receipt with "English | Hebrew" labels, prices including VAT. */
export const mixedCryotherapyStudioReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'service receipt',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const picked = rng.some(SERVICES.slice(0, 7), rng.int(1, 3));
    if (rng.chance(0.3)) picked.push(rng.pick(SERVICES.slice(7)));
    const lines = picked.map(([en, he, lo, hi]) => ({ en, he, qty: rng.chance(0.2) ? 2 : 1, unit: rng.int(lo, hi) * 100 }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const student = !co && rng.chance(0.4) ? share(sub, 15) : 0;
    const gross = sub - student;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'פרוסטלאב קריותרפיה בע"מ' : 'תמר וייס';
    const taxId = idOf(vendorName, co);
    const doc = co ? `FL-${rng.digits(6)}` : `M${rng.digits(5)}`;
    const money = (c: number) => (co ? sh(c, '₪x') : sh(c, 'x ILS'));
    const f = (d: string) => (co ? dt(d, 'd Mon yyyy') : formatDate(d, 'd-m-Y'));
    const bi = (en: string, he: string) => `${en} | ${he}`;
    const slot = rng.int(32, 80) * 15;
    const pay = rng.pick(['card', 'card', 'bit', 'cash']);
    const head = co
      ? `<div class="c brand">FROSTLAB · מעבדת הקור</div><div class="c">${vendorName}</div><div class="c">ח.פ. ${ltr(hyphenId(taxId))}</div><div class="c sm">Bursa, Ramat Gan · הבורסה, רמת גן · ${ltr('03-7' + rng.digits(6))}</div>`
      : `<div class="c brand">MINUS 110 · מינוס 110</div><div class="c sm">Rehovot · רחובות · ${ltr(cellular(rng))}</div>`;
    const body = `${head}
<div class="dbl"></div>
<div class="c b">${bi('Tax Invoice / Receipt', 'חשבונית מס / קבלה')}</div>
${row(bi('No.', 'מס׳'), ltr(doc), 'b')}
${row(bi('Date', 'תאריך'), ltr(f(date)))}
${row(bi('Session', 'שעת טיפול'), ltr(hhmm(slot)))}
${row(bi('Chamber', 'תא'), ltr(`-${rng.int(110, 135)}°C · ${rng.pick(['A', 'B', 'C'])}`))}
${row(bi('Member card', 'כרטיס מנוי'), ltr(rng.digits(8)))}
<div class="rule"></div>
${lines.map((l) => `<div class="item"><div>${l.en}</div><div>${l.he}</div>${row(`<span class="sm">${ltr(`${l.qty} × ${money(l.unit)}`)}</span>`, ltr(money(l.qty * l.unit)))}</div>`).join('')}
<div class="rule"></div>
${student ? `${row(bi('Subtotal', 'סכום ביניים'), ltr(money(sub)))}${row(bi('Student 15%', 'הנחת סטודנט 15%'), ltr(money(-student)))}` : ''}
${row(bi('Total', 'סה"כ'), ltr(money(gross)), 'b big')}
${row(bi(`VAT ${rate}% included`, `מע"מ ${rate}% כלול`), ltr(money(vat)))}
<div class="rule"></div>
${
  pay === 'card'
    ? `${row(bi('Card', 'אשראי'), ltr('**** ' + rng.digits(4)))}${row(bi('Approval', 'אישור'), ltr(rng.digits(6)))}`
    : pay === 'bit'
      ? row(bi('Bit', 'ביט'), ltr(`ref ${rng.digits(9)}`))
      : `${row(bi('Cash', 'מזומן'), ltr(money(Math.ceil(gross / 5000) * 5000)))}${row(bi('Change', 'עודף'), ltr(money(Math.ceil(gross / 5000) * 5000 - gross)))}`
}
${row(bi('Sessions left on pass', 'כניסות שנותרו'), String(rng.int(0, 9)))}
${row(bi('Next visit', 'תור הבא'), ltr(f(plus(date, rng.int(2, 14)))))}
<div class="c sm">Remove jewellery and dry skin before entering · יש להסיר תכשיטים לפני הכניסה</div>
${co ? '' : `<div class="c sm foot">${bi('Licensed Dealer', 'עוסק מורשה')} · תמר וייס ${ltr(taxId)}</div>`}`;
    const width = co ? 80 : 72;
    const page = `${width}mm ${(co ? 195 : 190) + lines.length * 14}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Simple CLM'"};font-size:${co ? 11 : 11.5}px;padding:4mm 3mm}.brand{font-size:${co ? 17 : 16}px;font-weight:bold;color:${co ? '#0277bd' : '#37474f'}}.item{margin:2px 0}.big{font-size:1.15em}.foot{margin-top:6px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
