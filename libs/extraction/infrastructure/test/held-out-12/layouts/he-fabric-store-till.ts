import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, time, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, landline, personalId, share } from '../../generalisation/notation';
import { byLength, instalments, metres } from './extra';

const STORES = [
  { brand: 'בד בבד', legal: 'טקסטיל בד בבד בע"מ', company: true, label: 'ח.פ.', addr: "רח' נחלת בנימין 58, תל אביב" },
  { brand: 'עולם הבדים של נחום', legal: 'נחום גולדברג', company: false, label: 'עוסק מורשה', addr: "רח' הרצל 101, רחובות" },
  { brand: 'FABRICA', legal: 'פבריקה בדים ואביזרי תפירה בע"מ', company: true, label: 'ח"פ', addr: 'קניון הגליל, כרמיאל' },
  { brand: 'חוט ומחט', legal: 'רינה אלקבץ', company: false, label: 'ע.מ.', addr: "רח' יפו 33, ירושלים" },
];
/** Fabric, width, agorot per metre. */
const FABRICS: [string, string, number][] = [
  ['פשתן טבעי', '140 ס"מ', 5990],
  ['כותנה מודפסת פרחים', '150 ס"מ', 3490],
  ["ג'ינס סטרץ'", '145 ס"מ', 4990],
  ['קטיפה למרופדים', '140 ס"מ', 8990],
  ['שיפון משי', '150 ס"מ', 4290],
  ['בד וילון בלאקאאוט', '280 ס"מ', 6990],
  ['פליז אנטי-פילינג', '160 ס"מ', 2990],
  ['טול לשמלות', '300 ס"מ', 1990],
  ['ויסקוזה חלקה', '145 ס"מ', 3990],
];
/** Notions: name, agorot each. */
const NOTIONS: [string, number][] = [
  ['רוכסן סמוי 60 ס"מ', 850],
  ['כפתורי עץ 18 מ"מ (6 יח\')', 1490],
  ["חוט תפירה 500 מ'", 1290],
  ['גומי 2 ס"מ למטר', 450],
  ['סרט הטיה', 790],
  ['מספריים לבד 24 ס"מ', 8900],
  ['גזרת תפירה', 4500],
];

/**
 * A fabric and haberdashery store's till slip on 80 mm paper (Miriam Mono CLM or Liberation Mono, the
 * brand in Hadasim CLM or Keter YG; one brand is Latin, "FABRICA"): the brand over the company ("ח.פ."
 * / "ח"פ") or the owner's name ("עוסק מורשה" / "ע.מ."), the date and time at the top, "חשבונית מס /
 * קבלה" with "מס'" as branch and serial ("03-118421") beside a till and cashier, cut fabric in metres
 * ("2.35 מ' × 59.90"), the width under the name, notions by the unit, a club member's ten percent off
 * fabric with the member's valid ת.ז. and a club card number, "סה"כ לתשלום", "כולל מע"מ", a card in
 * one to three instalments or cash with change, and a return policy with a date fourteen days on.
 */
export const heFabricStoreTill: Layout = {
  id: 'he-fabric-store-till',
  lang: 'he',
  kind: 'shop till',
  make(rng: Rng) {
    const s = rng.pick(STORES);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-06-10', '2026-02-26');
    const rate = israeliRate(date);
    const cuts = rng.some(FABRICS, rng.int(2, 4)).map(([name, width, perM]) => {
      const cm = rng.int(4, 60) * 5 + rng.pick([0, 0, 0, 15, 35]);
      return { name, width, perM, cm, sum: byLength(cm, perM) };
    });
    const notions = rng.some(NOTIONS, rng.int(0, 3)).map(([name, unit]) => ({ name, unit, q: rng.int(1, 4) }));
    const fabric = cuts.reduce((a, c) => a + c.sum, 0);
    const gross = fabric + notions.reduce((a, n) => a + n.q * n.unit, 0);
    const club = rng.chance(0.5);
    const disc = club ? share(fabric, 10) : 0;
    const total = gross - disc;
    const vat = vatOfGross(total, rate);
    const branch = rng.int(1, 7);
    const docNo = `${String(branch).padStart(2, '0')}-${rng.int(100000, 299999)}`;
    const font = rng.pick(['Miriam Mono CLM', 'Liberation Mono']);
    const brandFont = s.brand === 'FABRICA' ? 'URW Gothic' : rng.pick(['Hadasim CLM', 'Keter YG']);
    const fmt = rng.pick(['dd/mm/yy', 'dd.mm.yyyy', 'd/m/yyyy'] as const);
    const pay = rng.pick(['card', 'card', 'cash'] as const);
    const n = pay === 'card' && total > 30000 ? rng.int(1, 3) : 1;
    const inst = instalments(total, n);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const sep = '<div class="sep"></div>';
    const paid = Math.ceil(total / 10000) * 10000;
    const payment =
      pay === 'cash'
        ? `${r('מזומן', amount(paid))}${r('עודף', amount(paid - total))}`
        : `${r(`אשראי ${rng.pick(['ויזה', 'מאסטרקארד', 'אמריקן אקספרס', 'ישראכרט'])} ****${rng.digits(4)}`, amount(total))}${n > 1 ? r(`${n} תשלומים: ראשון ${amount(inst.first)}`, `ונוספים ${amount(inst.other)}`) : r('עסקה רגילה', '')}${r("מס' אישור", rng.digits(7))}`;
    const body = `<div class="s"><div class="brand">${esc(s.brand)}</div><div class="c">${esc(s.legal)}</div><div class="c">${s.label} ${vendorTaxId}</div><div class="c">${esc(s.addr)}<br>טל' <bdi>${s.company ? landline(rng) : cellular(rng)}</bdi></div>${sep}
${r(`תאריך ${dt(date, fmt)}`, `שעה ${time(rng)}`)}${r(`קופה ${rng.int(1, 3)}`, `קופאי/ת ${esc(rng.pick(['מורן', 'אולגה', 'ליאור', "ג'ני"]))}`)}${sep}
<div class="c b big">חשבונית מס / קבלה</div><div class="c b">מס' ${docNo}</div>${sep}
${cuts.map((c) => `${r(esc(c.name), '')}<div class="w">רוחב ${c.width}</div>${r(`&nbsp;&nbsp;${metres(c.cm)} מ' × ${amount(c.perM)}`, amount(c.sum))}`).join('')}
${notions.map((x) => r(`${esc(x.name)}${x.q > 1 ? ` ${x.q}×${amount(x.unit)}` : ''}`, amount(x.q * x.unit))).join('')}${sep}
${club ? `${r('סה"כ לפני הנחה', amount(gross))}${r('הנחת מועדון 10% על בדים', `-${amount(disc)}`)}${r(`חבר מועדון: ת.ז. ${personalId(rng)}`, '')}${r(`כרטיס מועדון ${rng.digits(8)}`, '')}` : ''}
${r('סה"כ לתשלום', amount(total), 'b big')}${r(`כולל מע"מ ${rate}%`, amount(vat))}${sep}${payment}${sep}
<div class="c sm">החזרת אביזרים בלבד עד ${dt(addDays(date, 14), 'dd/mm/yyyy')} בצירוף חשבונית · בד שנחתך אינו ניתן להחזרה</div><div class="c sm">תודה ותפירה נעימה!</div></div>`;
    const css = `body{font-family:'${font}','Miriam Mono CLM',monospace;font-size:11.5px;color:#000}.s{width:72mm;padding:4mm}.brand{font-family:'${brandFont}',serif;font-size:27px;font-weight:bold;text-align:center;line-height:1.2}
.c{text-align:center}.b{font-weight:bold}.big{font-size:14px}.sep{border-top:1px dashed #000;margin:1.5mm 0}.r{display:flex;justify-content:space-between;gap:2mm}.r span:last-child{white-space:nowrap}.w{font-size:9.5px;padding-right:3mm}.sm{font-size:9.5px;margin-top:1mm}`;
    return {
      page: '80mm 260mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 260mm', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
