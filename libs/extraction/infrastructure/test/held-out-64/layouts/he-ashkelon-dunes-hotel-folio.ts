import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, personalId } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, total, vatIn, weekdayOf } from './extra';

const ID = 'he-ashkelon-dunes-hotel-folio';

const GUESTS = ['רונית אלמוג', 'דוד פרץ', 'מיכל שגיא', 'אלכסנדר וולקוב', 'יעל ברגר', 'שמעון אזולאי', 'הדס נחמיאס', 'ארז קליין'];
/** Hotel extras: name, lowest and highest price in whole shekels (with VAT), whether per person. */
const EXTRAS: [string, number, number, boolean][] = [
  ['ארוחת ערב במסעדת המלון', 180, 260, true],
  ['עיסוי שוודי 50 דק׳', 290, 360, false],
  ['מיני בר', 24, 96, false],
  ['חניה מקורה', 40, 60, false],
  ['יציאה מאוחרת', 150, 250, false],
  ['שירות חדרים', 90, 180, false],
  ['כביסה וגיהוץ', 45, 120, false],
  ['כניסה זוגית לספא', 180, 260, false],
];

/** An Ashkelon beach hotel's or holiday apartments' folio, dated on departure, prices including VAT, for Israeli residents. */
export const heAshkelonDunesHotelFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const nights = rng.int(1, 4);
    const arrival = plus(date, -nights);
    const adults = rng.int(1, 2);
    const kids = rng.int(0, 2);
    const [lo, hi] = co ? [620, 890] : [420, 650];
    const base = rng.int(lo, hi) * 100;
    const nightLines = Array.from({ length: nights }, (_, i) => {
      const d = plus(arrival, i);
      const weekend = [4, 5].includes(weekdayOf(d));
      return { date: d, name: co ? 'לינה - חדר זוגי נוף לים כולל ארוחת בוקר' : 'לינה בדירת נופש', sum: weekend ? Math.round((base * 125) / 10000) * 100 : base };
    });
    const extras = co
      ? rng.some(EXTRAS, rng.int(1, 4)).map(([name, elo, ehi, perPerson]) => {
          const unit = rng.int(elo, ehi) * 100;
          const day = plus(arrival, rng.int(0, nights - 1));
          return {
            date: name === 'יציאה מאוחרת' ? date : day,
            name: perPerson ? `${name} (${adults + kids === 1 ? 'סועד אחד' : `${adults + kids} סועדים`})` : name,
            sum: perPerson ? unit * (adults + kids) : unit,
          };
        })
      : rng.chance(0.7)
        ? [{ date, name: 'ניקיון סופי', sum: rng.int(80, 150) * 100 }]
        : [];
    extras.sort((a, b) => a.date.localeCompare(b.date));
    const charges = [...nightLines, ...extras];
    const gross = total(charges.map((c) => c.sum));
    const vat = vatIn(gross, rate);
    const guest = rng.pick(GUESTS);
    const vendorName = co ? 'חולות אשקלון מלונאות בע"מ' : 'אלנה קוגן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `AD${date.slice(2, 4)}-${rng.int(10000, 99999)}` : String(rng.int(100, 999));
    let body: string;
    if (co) {
      const f = (d: string) => dt(d, 'dd/mm/yyyy');
      const voucher = rng.chance(0.4) ? Math.min(rng.int(3, 8) * 10000, gross - 10000) : 0;
      const card = gross - voucher;
      const folio = [
        ...charges.map((c) => [ltr(f(c.date)), c.name, ltr(amount(c.sum)), '']),
        ...(voucher ? [[ltr(f(date)), `שובר ועד עובדים מס׳ ${ltr(rng.digits(6))}`, '', ltr(amount(voucher))]] : []),
        [ltr(f(date)), `תשלום בכרטיס ויזה ${ltr(`****${rng.digits(4)}`)}`, '', ltr(amount(card))],
      ];
      body = `<div class="head"><div class="brand">מלון חולות</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}<br>רח׳ הנמל 8, חוף דלילה, אשקלון · ${ltr(landline(rng))}</div></div>
<h1>חשבונית מס / קבלה - חשבון אורח</h1>
${pairs(
  [
    ['מס׳ חשבונית', ltr(doc)],
    ['תאריך', ltr(f(date))],
    ['אורח', guest],
    ['ת.ז.', ltr(personalId(rng))],
    ['חדר', ltr(String(rng.int(101, 518)))],
    ['הרכב', `${adults === 1 ? 'מבוגר אחד' : `${adults} מבוגרים`}${kids === 1 ? ' וילד אחד' : kids ? ` ו-${kids} ילדים` : ''}`],
    ['הגעה', ltr(f(arrival))],
    ['עזיבה', ltr(f(date))],
    ['לילות', ltr(String(nights))],
    ['מס׳ הזמנה', ltr(`RSV${rng.digits(7)}`)],
  ],
  2,
)}
${items(['תאריך', 'תיאור', 'חיוב', 'זיכוי / תשלום'], folio)}
<table class="tot"><tr><th>סה"כ חיובים</th><td>${ltr(amount(gross))} ₪</td></tr><tr><th>סה"כ תשלומים</th><td>${ltr(amount(gross))} ₪</td></tr><tr class="b"><th>יתרה לתשלום</th><td>${ltr('0.00')} ₪</td></tr>
<tr><th>מע"מ ${rate}% כלול בחיובים</th><td>${ltr(amount(vat))} ₪</td></tr><tr><th>סכום ללא מע"מ</th><td>${ltr(amount(gross - vat))} ₪</td></tr></table>
<p class="sm">המחירים כוללים מע"מ לתושבי ישראל. תודה שבחרתם במלון חולות - נשמח לארח אתכם שוב.</p>
<div class="sig">חתימת האורח: ____________________</div>`;
    } else {
      const f = (d: string) => dt(d, 'dd/mm/yy');
      const pay = rng.pick(['בביט', 'בהעברה בנקאית', 'במזומן']);
      body = `<div class="c"><div class="brand2">סוויטות ברנע</div><div class="sm">דירות נופש 5 דקות מהים · רח׳ אלי כהן 12, ברנע, אשקלון · ${ltr(cellular(rng))}</div></div>
<div class="rule"></div><h2>חשבונית מס / קבלה ${ltr(doc)}</h2><div class="c">${ltr(f(date))}</div>
${pairs(
  [
    ['אורח', guest],
    ['הגעה', ltr(f(arrival))],
    ['עזיבה', ltr(f(date))],
    ['לילות', ltr(String(nights))],
  ],
  2,
)}
${items(
  ['תאריך', 'פירוט', 'סכום'],
  charges.map((c) => [ltr(f(c.date)), c.name, ltr(amount(c.sum))]),
)}
<table class="tot"><tr class="b"><th>סה"כ</th><td>${ltr(`₪${amount(gross)}`)}</td></tr><tr><th>כולל מע"מ ${rate}%</th><td>${ltr(`₪${amount(vat)}`)}</td></tr></table>
<p>שולם ${pay} ביום העזיבה. תודה!</p>
<div class="foot">אלנה קוגן · עוסק מורשה ${ltr(taxId)}</div>`;
    }
    const page = co ? 'A4' : 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'Drugulin CLM'" : "'Nachlieli CLM'"};font-size:${co ? 13 : 11.5}px;padding:${co ? '15mm 16mm' : '10mm 11mm'}}
.head{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid #c2a36b;padding-bottom:6px}.brand{font-size:34px;font-weight:bold;color:#8a6d3b}
h1{font-size:19px;margin:12px 0 6px}h2{font-size:16px;text-align:center;margin:6px 0 0}.brand2{font-size:22px;font-weight:bold;color:#2a6f7a}.pairs{width:100%;margin:6px 0}
.tot{width:55%;margin-right:auto;margin-top:6px}.tot th{text-align:start;font-weight:normal;padding:2px 6px}.tot td{text-align:left;padding:2px 6px}.tot tr.b{font-weight:bold;border-top:2px solid #222}
.sig{margin-top:18px}.foot{margin-top:14px;border-top:1px solid #888;padding-top:4px;font-size:10px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
