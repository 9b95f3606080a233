import { esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hhmm, landline, trailingMinus } from '../../generalisation/notation';

const NURSERIES = [
  { name: 'משתלת הדקל הירוק', company: false, addr: 'מושב בית חנן, משק 41' },
  { name: 'משתלות שדה ורד בע"מ', company: true, addr: 'צומת יגור, כביש 70' },
  { name: 'משתלת בוסתן אלון', company: false, addr: "רח' הנרקיס 3, קריית טבעון" },
  { name: 'גינת השקד – משתלה וכלי גינון', company: false, addr: 'אזור תעשייה צפוני, כרמיאל' },
];

const PLANTS: [string, number][] = [
  ['פיקוס כינורי עציץ 24', 14990],
  ['לבנדר עציץ 14', 1990],
  ["רוזמרין זוחל עציץ 3 ל'", 2490],
  ['מונסטרה דליציוזה 30', 18900],
  ["עץ לימון ננסי 10 ל'", 12900],
  ['שתילי עונה מגש 6', 2400],
  ["אדמת שתילה 50 ל'", 3990],
  ["קומפוסט אורגני 25 ל'", 2990],
  ['דשן בשחרור איטי 1 ק"ג', 4490],
  ['עציץ קרמיקה 30 ס"מ', 8900],
  ['טפטפת 2 ל"ש (10 יח\')', 1290],
  ["בוגונביליה עציץ 5 ל'", 6900],
  ['סוקולנט מיני', 1200],
  ['מזמרה מקצועית', 11900],
];

/**
 * A plant nursery's till slip on 80 mm paper (Miriam Mono or Nachlieli): the nursery's name and
 * address, the cashier and register, "חשבונית מס/קבלה" with a register-prefixed number, item codes
 * before names, quantities as "3 X 19.90", a "3 ב-50" seasonal offer and a club member's discount
 * as trailing-minus lines, "סה"כ לפני הנחות", "סה"כ לתשלום", the VAT included, the club member's
 * mobile and points balance, cash and change or card, and a plant-care line at the bottom.
 */
export const hePlantNurseryTill: Layout = {
  id: 'he-plant-nursery-till',
  lang: 'he',
  kind: 'shop till',
  make(rng: Rng) {
    const n = rng.pick(NURSERIES);
    const vendorTaxId = taxId(rng, n.company);
    const date = randomDate(rng, '2023-06-10', '2026-03-25');
    const rate = israeliRate(date);
    const register = rng.int(1, 4);
    const docNo = `${register}${String(rng.int(1, 99999)).padStart(5, '0')}`;
    const lines = rng.some(PLANTS, rng.int(3, 7)).map(([name, unit]) => ({ code: rng.digits(5), name, unit, qty: rng.chance(0.35) ? rng.int(2, 4) : 1 }));
    const gross = lines.reduce((s, l) => s + l.qty * l.unit, 0);
    const offer = rng.chance(0.5) ? rng.int(3, 12) * 100 : 0;
    const member = rng.chance(0.6);
    const memberOff = member ? Math.round(((gross - offer) * 5) / 100) : 0;
    const total = gross - offer - memberOff;
    const vat = vatOfGross(total, rate);
    const cash = rng.chance(0.4);
    const given = Math.ceil(total / 10000) * 10000;
    const ds = rng.pick(['dd/mm/yy', 'dd.mm.yyyy', 'd/m/yyyy'] as const);
    const font = rng.pick(['Miriam Mono CLM', 'Nachlieli CLM', 'DejaVu Sans Mono']);
    const m = (c: number) => (c / 100).toFixed(2);
    const rows = lines
      .map(
        (l) =>
          `<div class="it"><span>${l.code} ${esc(l.name)}</span></div>` +
          (l.qty > 1
            ? `<div class="r q"><span dir="ltr">${l.qty} X ${m(l.unit)}</span><span>${m(l.qty * l.unit)}</span></div>`
            : `<div class="r q"><span></span><span>${m(l.unit)}</span></div>`),
      )
      .join('');
    const body = `<div class="s">
<div class="logo">❀</div>
<h1>${esc(n.name)}</h1>
<div class="c">${esc(n.addr)}<br>טל: ${landline(rng)}<br>${n.company ? 'ח.פ' : 'עוסק מורשה'}: ${vendorTaxId}</div>
<div class="d"></div>
<div class="r"><span>קופה: ${register}</span><span>קופאי: ${rng.int(101, 140)}</span></div>
<div class="r"><span>${dt(date, ds)}</span><span>${hhmm(rng.int(8 * 60, 18 * 60))}</span></div>
<div class="c b">חשבונית מס/קבלה ${docNo}</div>
<div class="d"></div>
${rows}
<div class="d"></div>
<div class="r"><span>סה"כ לפני הנחות</span><span>${m(gross)}</span></div>
${offer ? `<div class="r"><span>מבצע עונה ${rng.pick(['3 ב-50', '2 ב-99', 'שני ב-1'])}</span><span dir="ltr">${trailingMinus(offer)}</span></div>` : ''}
${member ? `<div class="r"><span>הנחת מועדון 5%</span><span dir="ltr">${trailingMinus(memberOff)}</span></div>` : ''}
<div class="r big"><span>סה"כ לתשלום</span><span>${m(total)}</span></div>
<div class="r"><span>כולל מע"מ ${rate}%</span><span>${m(vat)}</span></div>
<div class="d"></div>
${cash ? `<div class="r"><span>מזומן</span><span>${m(given)}</span></div><div class="r"><span>עודף</span><span>${m(given - total)}</span></div>` : `<div class="r"><span>כרטיס אשראי ****${rng.digits(4)}</span><span>${m(total)}</span></div><div class="r"><span>מס' אישור</span><span>${rng.digits(6)}</span></div>`}
${member ? `<div class="d"></div><div class="r"><span>חבר מועדון</span><span>${cellular(rng)}</span></div><div class="r"><span>יתרת נקודות</span><span>${rng.int(20, 900)}</span></div>` : ''}
<div class="d"></div>
<div class="c sm">צמחים אינם ניתנים להחזרה.<br>השקיה ראשונה מיד עם השתילה!<br>פתוח א'-ה' 8:00-19:00, ו' 7:30-14:00</div>
</div>`;
    const css = `body{font-family:'${font}',monospace;font-size:12.5px;color:#111}
.s{width:72mm;padding:4mm 4mm 10mm}
.logo{text-align:center;font-size:26px}
h1{font-size:17px;text-align:center;margin:0 0 1mm}
.c{text-align:center}.b{font-weight:bold;font-size:14px;margin-top:1mm}
.d{border-top:1px dashed #000;margin:2mm 0}
.r{display:flex;justify-content:space-between}
.q{padding-right:5mm}
.big{font-size:16px;font-weight:bold;margin:1mm 0}
.sm{font-size:10.5px}`;
    return {
      page: '80mm 230mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 230mm', css, body }),
      truth: { vendorName: n.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
