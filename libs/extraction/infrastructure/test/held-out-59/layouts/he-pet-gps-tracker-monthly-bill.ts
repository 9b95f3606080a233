import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, firstOfMonth, heMonth, lastOfMonth, notAnId, personalId, sh } from '../../generalisation/notation';
import { avoid, baseCss, grid, idOf, items, ltr, next, plus, row, total, vatOn } from './extra';

const ID = 'he-pet-gps-tracker-monthly-bill';

const PETS = ['רקסי', 'לונה', 'מקס', 'שוקו', 'בלה', 'טופי', 'ג׳ינג׳ר', 'פוקסי'];

/** Pet GPS tracker service's A4 monthly bill for the previous month, VAT added, issued early in the month. */
export const hePetGpsTrackerMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, undefined, [1, 6]);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const money = (c: number) => (co ? sh(c, 'x ₪') : sh(c, '₪ x'));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'he'));
    const pets = rng.some(PETS, rng.int(1, 3));
    const plan = rng.pick([2990, 3490, 3990, 4990]);
    const charges: [string, string, number][] = [];
    for (const pet of pets) charges.push([`מנוי ${co ? 'פרימיום' : 'מעקב'} חודשי - ${pet}`, `IMEI ${rng.digits(15)}`, plan]);
    if (rng.chance(0.5)) {
      const days = rng.int(3, 12);
      const s = plus(from, rng.int(0, 27 - days));
      charges.push([`כיסוי חו"ל ${days} ימים (${dt(s, 'dd/mm')}-${dt(plus(s, days - 1), 'dd/mm')})`, `${days} × ${money(490)}`, days * 490]);
    }
    if (rng.chance(0.6)) charges.push(['הגנת אובדן ושבר', '', 990 * pets.length]);
    if (rng.chance(0.5)) {
      const k = rng.int(2, 11);
      charges.push([`תשלום מכשיר ${k} מתוך 12`, '', 1990]);
    }
    if (rng.chance(0.3)) charges.push(['קולר חלופי (חד פעמי)', '', 5900]);
    if (rng.chance(0.3)) charges.push(['זיכוי בגין תקלת שירות', '', -1000]);
    const net = total(charges.map((c) => c[2]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'פאוטרק טכנולוגיות מעקב בע"מ' : 'אייל שמואלי';
    const taxId = idOf(vendorName, co);
    const doc = co ? `PT-${rng.digits(7)}` : `${date.slice(0, 4)}-${rng.digits(4)}`;
    const sub = notAnId(rng);
    const due = co ? plus(date, 14) : `${date.slice(0, 8)}10`;
    const lastPaid = plus(from, rng.int(0, 9));
    const lastAmount = gross + rng.int(-30, 30) * 100;
    const customer = rng.pick(['שירה כהן', 'אורי לוי', 'מיכל פרידמן', 'עמית חדד', 'נגה רוזן']);
    const table = items(
      ['פירוט', 'פרטים', 'סכום'],
      charges.map(([a, b, c]) => [a, b ? ltr(b) : '', ltr(money(c))]),
    );
    const totals = `<div class="sum">${row('סה"כ חיובים לפני מע"מ', ltr(money(net)))}${row(`מע"מ ${rate}%`, ltr(money(vat)))}${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}</div>`;
    const usage = `<div class="usage"><b>נתוני שימוש בתקופה</b>${row('מיקומים שנשלחו', String(rng.int(1200, 9000)))}${row('התראות גדר וירטואלית', String(rng.int(0, 40)))}${row('ימי סוללה (ממוצע)', String(rng.int(3, 9)))}</div>`;
    const body = co
      ? `<div class="band"><div class="brand">PAWTRACK · פאוטרק</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)} · רח׳ המדע 4, יקנעם עילית · ${ltr('*' + rng.int(2000, 9999))}</div></div>
<h1>חשבון חודשי - חשבונית מס</h1>
${grid([
  ['מס׳ חשבונית', ltr(doc)],
  ['תאריך הפקה', ltr(f(date))],
  ['תקופת חיוב', ltr(`${f(from)} - ${f(to)}`)],
  ['לתשלום עד', ltr(f(due))],
  ['מס׳ לקוח', ltr(sub)],
])}
<div>לכבוד: ${customer} · ${ltr(cellular(rng))}</div>
${table}${totals}
<div class="two">${usage}<div class="usage"><b>מצב חשבון</b>${row('יתרה קודמת', ltr(money(0)))}${row(`תשלום אחרון (${f(lastPaid)})`, ltr(money(lastAmount)))}${row('אמצעי תשלום', `אשראי המסתיים ב-${ltr(rng.digits(4))}`)}</div></div>
<div class="foot">החיוב יבוצע באשראי במועד התשלום. לבירורים: שירות לקוחות בימים א׳-ה׳ 08:00-18:00.</div>`
      : `<div class="head"><div class="brand">זנב בטוח</div><div class="sm">מעקב GPS לכלבים וחתולים · כפר יונה · ${ltr(cellular(rng))}</div></div>
<h1>חשבונית מס ${ltr(doc)}</h1>
${grid([
  ['תאריך', f(date)],
  ['חיוב עבור', heMonth(from)],
  ['לתשלום עד', f(due)],
  ['מס׳ מנוי', ltr(sub)],
])}
<div>לקוח/ה: ${customer} · ת.ז. ${ltr(personalId(rng))}</div>
<div class="sm">תקופת השירות: ${ltr(dt(from, 'dd/mm/yyyy'))} עד ${ltr(dt(to, 'dd/mm/yyyy'))}</div>
${table}${totals}
${usage}
<div class="sm">התשלום ייגבה בהוראת קבע מס׳ ${ltr(rng.digits(6))} · יתרה קודמת: ${ltr(money(0))} · תשלום אחרון התקבל ב-${f(lastPaid)}</div>
<div class="foot">אייל שמואלי · עוסק מורשה ${ltr(taxId)} · זנב בטוח</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'FreeSans'" : "'Noto Serif Hebrew'"};font-size:13px;padding:14mm 15mm;position:relative;height:296mm;box-sizing:border-box}
.band{background:${co ? '#1f6f8b' : '#6b4f2a'};color:#fff;padding:8px 12px}.brand{font-size:26px;font-weight:bold}.head{border-bottom:3px solid #6b4f2a;padding-bottom:4px}.head .brand{color:#6b4f2a}
h1{font-size:19px;margin:10px 0}.sum{width:48%;margin-right:auto;margin-top:6px}.big{font-size:1.2em}.two{display:flex;gap:20px;margin-top:14px}.usage{flex:1;border:1px solid #999;padding:6px;margin-top:10px}.foot{position:absolute;bottom:12mm;left:15mm;right:15mm;border-top:1px solid #777;padding-top:4px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
