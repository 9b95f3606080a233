import { amount, htmlPage, israeliRate, Layout, taxId as companyId, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, plate, share } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatOn } from './extra';

const ID = 'he-mosach-three-page-invoice';

/** Part, agorot a unit before VAT in 2022. */
const PARTS: [string, number][] = [
  ['מסנן שמן', 4800],
  ['מסנן אוויר', 7900],
  ['מסנן מזגן', 6900],
  ['מסנן סולר', 14500],
  ['שמן מנוע 5W30 (ליטר)', 4200],
  ['רפידות בלם קדמיות (סט)', 32000],
  ['דיסק בלם קדמי', 29000],
  ['מגב קדמי', 5500],
  ['נורת פנס ראשי', 3800],
  ['מצבר 70 אמפר', 52000],
  ['רצועת אביזרים', 16500],
  ['נוזל בלמים (ליטר)', 4500],
  ['נוזל קירור (ליטר)', 3600],
  ['בולם זעזועים אחורי', 41000],
  ['צמיג 205/55R16', 39000],
];
const LABOUR = ['עבודה – טיפול תקופתי', 'עבודה – החלפת בלמים', 'עבודה – אבחון ממוחשב', 'עבודה – כיוון פרונט', 'עבודה – החלפת מצבר ובדיקת טעינה', 'עבודה – החלפת צמיגים ואיזון'];
const MODELS = ['טויוטה קורולה', 'יונדאי איוניק', 'סקודה אוקטביה', "קיה ספורטאז'", 'מיצובישי טריטון', 'פורד טרנזיט', 'איסוזו די-מקס', 'סוזוקי סוויפט'];
const FLEETS = ['אלמוג שירותי הסעדה בע"מ', 'גליל מערב תקשורת והתקנות בע"מ', 'ח.ס.ן. חברה לבניין ופיתוח בע"מ', 'נחל ציפורי הובלות בע"מ'];

/**
 * A garage at Iksal invoicing a company's fleet for a month's repairs, three A4 pages (Nachlieli CLM for the
 * heading, David CLM): page 1 "מוסך אכסאל" with "מרכז שירות לציי רכב" in a dark box and "ע.ח. מוסכים ושירותי רכב
 * בע"מ" with "ח.פ." hyphenated, the industrial area and phone; "חשבונית מס מרכזת" with "מספר" five digits, "תאריך"
 * d.m.yyyy (the 3rd to 9th, Friday and Saturday avoided) and "עבור חודש" the month before; the fleet customer with
 * its ח.פ. and "מס' ספק" (distractors); job cards as shaded rows (five digits, date, plate, model, odometer and the
 * card's sum) over parts and labour (quantity or hours, price, sum); "סה"כ לעמוד" and "מועבר" at each foot; pages 2
 * and 3 headed "המשך חשבונית מס … – עמוד n מתוך 3" and "הועבר מעמוד"; on page 3 "סה"כ חלקים", "סה"כ עבודה", "הנחת צי
 * n% על חלקים", "סה"כ לפני מע"מ", "מע"מ n%" added, "סה"כ לתשלום" "… ₪" framed; terms "שוטף + 45"; page numbers.
 */
export const heMosachThreePageInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'three-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [3, 9]);
    const date = avoid(raw, [5, 6]);
    const month = firstOfMonth(date, -1);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const rate = 32000 + (Number(date.slice(0, 4)) - 2022) * 1500;
    const days = Number(lastOfMonth(month).slice(8));
    let card = rng.int(41000, 48999);
    const visits = [...Array(rng.int(16, 19))]
      .map(() => rng.int(1, days))
      .sort((a, b) => a - b)
      .map((d) => {
        card += rng.int(4, 90);
        const parts = rng
          .some(PARTS, rng.int(2, 5))
          .map(([name, p]) => ({ name, q: name.includes('ליטר') ? rng.int(2, 6) : rng.int(1, 4), unit: Math.round((p * rise) / 10) * 10, labour: false }));
        const tenths = rng.pick([5, 8, 10, 15, 20, 25, 30]);
        const lines = [...parts, { name: rng.pick(LABOUR), q: tenths, unit: rate, labour: true }];
        const sumOf = (l: (typeof lines)[number]) => (l.labour ? (l.q * l.unit) / 10 : l.q * l.unit);
        return {
          card: String(card),
          day: `${month.slice(0, 8)}${String(d).padStart(2, '0')}`,
          plate: plate(rng),
          model: rng.pick(MODELS),
          km: rng.int(8000, 240000),
          lines,
          sumOf,
        };
      });
    const cardSum = (v: (typeof visits)[number]) => total(v.lines.map(v.sumOf));
    const partsSum = total(visits.map((v) => total(v.lines.filter((l) => !l.labour).map(v.sumOf))));
    const labourSum = total(visits.map((v) => total(v.lines.filter((l) => l.labour).map(v.sumOf))));
    const pct = rng.pick([8, 10, 12]);
    const discount = share(partsSum, pct);
    const net = partsSum + labourSum - discount;
    const vatRate = israeliRate(date);
    const vat = vatOn(net, vatRate);
    const gross = net + vat;
    const vendorName = 'ע.ח. מוסכים ושירותי רכב בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(30000, 69999));
    const n1 = Math.round(visits.length * 0.3);
    const n2 = Math.round(visits.length * 0.36);
    const pages = [visits.slice(0, n1), visits.slice(n1, n1 + n2), visits.slice(n1 + n2)];
    const pageSums = pages.map((p) => total(p.map(cardSum)));
    const num = (n: number) => ltr(String(n));
    const head = `<tr><th>תיאור</th><th>כמות / שעות</th><th>מחיר</th><th>סכום</th></tr>`;
    const block = (v: (typeof visits)[number]) =>
      `<tr class="card"><td colspan="3">כרטיס עבודה ${ltr(v.card)} · ${ltr(dt(v.day, 'dd/mm/yy'))} · רכב ${ltr(v.plate)} · ${v.model} · ${ltr(v.km.toLocaleString('en-US'))} ק"מ</td><td>${ltr(amount(cardSum(v)))}</td></tr>${v.lines
        .map(
          (l) =>
            `<tr><td>${l.name.replace(/[0-9A-Z/]+[0-9A-Z/]*/g, (m) => ltr(m))}</td><td>${ltr(l.labour ? (l.q / 10).toFixed(1) : String(l.q))}</td><td>${ltr(amount(l.unit))}</td><td>${ltr(amount(v.sumOf(l)))}</td></tr>`,
        )
        .join('')}`;
    const fleet = rng.pick(FLEETS);
    const carried = (i: number) => total(pageSums.slice(0, i + 1));
    const foot = (i: number) => `<div class="pg">עמוד ${num(i + 1)} מתוך ${num(3)}</div>`;
    const p1 = `<div class="page"><div class="hdr"><div class="brand"><div class="nm">מוסך אכסאל</div><div>מרכז שירות לציי רכב</div></div><div class="co">${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))}<br>אזור התעשייה, אכסאל · ${ltr(`04-65${rng.digits(5)}`)}</div></div>
<div class="docrow"><div class="ti">חשבונית מס מרכזת</div><div>מספר <b>${ltr(doc)}</b></div><div>תאריך <b>${ltr(dt(date, 'd/m/yyyy').replace(/\//g, '.'))}</b></div><div>עבור חודש <b>${heMonth(month)}</b></div></div>
<div class="cu">לכבוד: <b>${fleet}</b> · ח.פ. ${ltr(companyId(rng, true))} · מס' ספק אצל הלקוח: ${ltr(rng.digits(5))} · אחראי צי: ${rng.pick(['עומר', 'רים', 'דני', 'סמיר'])}</div>
<table class="t">${head}${pages[0].map(block).join('')}</table><div class="cf">סה"כ לעמוד ${num(1)}: ${ltr(amount(pageSums[0]))} · מועבר לעמוד ${num(2)}</div>${foot(0)}</div>`;
    const cont = (i: number, last: boolean) =>
      `<div class="page"><div class="run">המשך חשבונית מס ${ltr(doc)} – עמוד ${num(i + 1)} מתוך ${num(3)}</div><div class="cf">הועבר מעמוד ${num(i)}: ${ltr(amount(carried(i - 1)))}</div><table class="t">${head}${pages[i].map(block).join('')}</table>${
        last
          ? `<table class="tot"><tr><td>סה"כ חלקים</td><td>${ltr(amount(partsSum))}</td></tr><tr><td>סה"כ עבודה</td><td>${ltr(amount(labourSum))}</td></tr><tr><td>הנחת צי ${ltr(`${pct}%`)} על חלקים</td><td>${ltr(`-${amount(discount)}`)}</td></tr><tr><td>סה"כ לפני מע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${vatRate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${ltr(`${amount(gross)} ₪`)}</td></tr></table><div class="terms">תנאי תשלום: שוטף + ${ltr('45')}. החלקים המוחלפים נשמרים במוסך ${ltr('30')} יום. אחריות על עבודה ${ltr('6')} חודשים או ${ltr('10,000')} ק"מ.</div>`
          : `<div class="cf">סה"כ לעמוד ${num(i + 1)}: ${ltr(amount(pageSums[i]))} · מועבר לעמוד ${num(i + 2)}: ${ltr(amount(carried(i)))}</div>`
      }${foot(i)}</div>`;
    const css = `body{font-family:'David CLM';font-size:12px}.page{height:297mm;box-sizing:border-box;padding:13mm 14mm;page-break-after:always;overflow:hidden;position:relative}.page:last-child{page-break-after:auto}
.hdr{display:flex;justify-content:space-between;align-items:stretch}.brand{background:#222;color:#fff;padding:6px 16px;font-family:'Nachlieli CLM'}.nm{font-size:30px;font-weight:bold}.co{text-align:left;line-height:1.5;align-self:center}
.docrow{display:flex;gap:16px;align-items:baseline;border-bottom:2px solid #000;border-top:2px solid #000;margin:10px 0;padding:5px 0}.ti{font-family:'Nachlieli CLM';font-size:20px;font-weight:bold}.cu{padding:4px 0 8px}
.t{width:100%;border-collapse:collapse}.t th{border-bottom:1.5px solid #000;padding:2px 3px;text-align:start}.t td{padding:1.5px 3px;border-bottom:1px solid #ddd;line-height:1.25}.t td:nth-child(n+2){text-align:left;width:22mm}.card td{background:#e8e8e8;font-weight:bold;border-top:1px solid #000}
.cf{font-weight:bold;text-align:left;margin:6px 0}.run{border-bottom:2px solid #000;padding-bottom:4px;margin-bottom:4px;font-family:'Nachlieli CLM';font-size:14px}.pg{position:absolute;bottom:9mm;left:0;right:0;text-align:center;font-size:11px}
.tot{margin:12px auto 0 0;border-collapse:collapse;min-width:90mm}.tot td{padding:3px 8px}.tot td:last-child{text-align:left}.tot .g{font-weight:bold;font-size:16px;border:2.5px solid #000}.terms{margin-top:16px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: p1 + cont(1, false) + cont(2, true) }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
