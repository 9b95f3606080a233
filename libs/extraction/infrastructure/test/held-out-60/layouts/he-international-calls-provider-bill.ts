import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, firstOfMonth, heMonth, lastOfMonth, notAnId, personalId, sh } from '../../generalisation/notation';
import { avoid, baseCss, grid, idOf, items, ltr, next, plus, row, total, vatOn } from './extra';

const ID = 'he-international-calls-provider-bill';

/** Destination, dialling code and price per started minute in agorot (before VAT). */
const DESTINATIONS: [string, string, number][] = [
  ['רוסיה - קווי', '+7 495', 19],
  ['רוסיה - נייד', '+7 916', 39],
  ['אוקראינה - נייד', '+380 67', 49],
  ['צרפת - קווי', '+33 1', 9],
  ['צרפת - נייד', '+33 6', 29],
  ['בריטניה - נייד', '+44 7700', 25],
  ['ארגנטינה - קווי', '+54 11', 29],
  ['אתיופיה - נייד', '+251 91', 89],
  ['הודו - נייד', '+91 98', 19],
  ['גרמניה - נייד', '+49 151', 29],
  ['ברזיל - נייד', '+55 21', 35],
];

/** An international calls provider's monthly bill for the previous month, VAT added, issued on the 3rd to 8th (Sunday-Thursday). */
export const heInternationalCallsProviderBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, undefined, [3, 8]);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const days = Number(to.slice(8));
    const plan = co ? rng.pick([2490, 2990, 3990]) : rng.pick([1990, 2490]);
    const calls = Array.from({ length: rng.int(co ? 6 : 8, co ? 12 : 16) }, () => {
      const [dest, code, perMin] = rng.pick(DESTINATIONS);
      const secs = rng.int(25, 2700);
      const mins = Math.ceil(secs / 60);
      const day = `${from.slice(0, 8)}${String(rng.int(1, days)).padStart(2, '0')}`;
      return {
        day,
        dest,
        code,
        perMin,
        secs,
        mins,
        sum: mins * perMin,
        at: `${String(rng.int(7, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`,
        tail: rng.digits(4),
      };
    }).sort((a, b) => (a.day + a.at).localeCompare(b.day + b.at));
    const usage = total(calls.map((c) => c.sum));
    const extra = co ? 0 : rng.pick([0, 1490]);
    const credit = co && rng.chance(0.35) ? -rng.pick([500, 1000, 1500]) : 0;
    const net = plan + usage + extra + credit;
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'קו לעולם תקשורת בינלאומית בע"מ' : 'אלכסנדר גורביץ׳';
    const taxId = idOf(vendorName, co);
    const doc = co ? `KL${rng.int(10000000, 99999999)}` : String(rng.int(100000, 999999));
    const sub = notAnId(rng);
    const lastPaid = plus(from, rng.int(3, 9));
    const lastSum = rng.int(3500, 14000);
    const customer = rng.pick(['ולדימיר ליבשיץ', 'מרים אבוטבול', 'סבטלנה קרמר', 'יוסף טספאי', 'פרננדו גולדשטיין', 'אולגה רבינוביץ׳']);
    const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
    let body: string;
    if (co) {
      const money = (c: number) => sh(c, 'x ₪');
      const f = (d: string) => dt(d, 'dd/mm/yyyy');
      const due = plus(date, 15);
      body = `<div class="band"><div class="brand">קו לעולם</div><div>${vendorName} · ח.פ. ${ltr(taxId)}<br>רח׳ הברזל 30, תל אביב · שירות לקוחות ${ltr('*' + rng.int(2000, 9999))}</div></div>
<h1>חשבונית מס - חשבון תקופתי</h1>
${grid([
  ['מס׳ חשבונית', ltr(doc)],
  ['תאריך הפקה', ltr(f(date))],
  ['תקופת החיוב', ltr(`${f(from)} - ${f(to)}`)],
  ['מועד תשלום', ltr(f(due))],
  ['מס׳ מנוי', ltr(sub)],
])}
<div class="cust">לכבוד: ${customer} · ת.ז. ${ltr(personalId(rng))} · קו ${ltr(cellular(rng))}</div>
<h2>פירוט חיובים</h2>
${items(
  ['תיאור', 'סכום'],
  [
    [`דמי מנוי חודשיים - מסלול חו"ל פלוס (${heMonth(from)})`, ltr(money(plan))],
    [`שיחות לחו"ל מעבר למסלול (${calls.length} שיחות, ${total(calls.map((c) => c.mins))} דקות)`, ltr(money(usage))],
    ...(credit ? [['זיכוי - שיחה שנותקה', ltr(money(credit))]] : []),
  ],
)}
<div class="sum">${row('סה"כ חיובים לפני מע"מ', ltr(money(net)))}${row(`מע"מ ${rate}%`, ltr(money(vat)))}${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}</div>
<h2>פירוט שיחות</h2>
${items(
  ['תאריך', 'שעה', 'יעד', 'מספר', 'משך', 'תעריף לדקה', 'סכום'],
  calls.map((c) => [ltr(dt(c.day, 'dd/mm')), ltr(c.at), c.dest, ltr(`${c.code} ***${c.tail}`), ltr(mmss(c.secs)), ltr(amount(c.perMin)), ltr(amount(c.sum))]),
  'items calls',
)}
<div class="acct">מצב חשבון: יתרה קודמת ${ltr(money(0))} · תשלום אחרון ${ltr(money(lastSum))} בתאריך ${ltr(f(lastPaid))} · הוראת קבע בכרטיס ${ltr('****' + rng.digits(4))}</div>
<div class="sm">החיוב לפי דקות שהתחילו. התעריפים אינם כוללים מע"מ. לבירורים: ${ltr('1-800-' + rng.digits(3) + '-' + rng.digits(3))}</div>`;
    } else {
      const money = (c: number) => sh(c, '₪ x');
      const f = (d: string) => dt(d, 'he');
      const due = `${date.slice(0, 8)}12`;
      const byDest = new Map<string, { code: string; perMin: number; mins: number; sum: number }>();
      for (const c of calls) {
        const d = byDest.get(c.dest) ?? { code: c.code, perMin: c.perMin, mins: 0, sum: 0 };
        d.mins += c.mins;
        d.sum += c.sum;
        byDest.set(c.dest, d);
      }
      body = `<div class="head"><div class="brand">שיחה רחוקה</div><div class="sm">שיחות לחו"ל במחיר מקומי · נתניה · ${ltr(cellular(rng))}</div></div>
<h1>חשבונית מס מס׳ ${ltr(doc)}</h1>
${grid([
  ['תאריך', f(date)],
  ['חיוב עבור', heMonth(from)],
  ['לתשלום עד', f(due)],
  ['מס׳ לקוח', ltr(sub)],
])}
<div class="cust">לכבוד: ${customer} · ת.ז. ${ltr(personalId(rng))}<br>תקופת השירות: ${ltr(`${dt(from, 'dd/mm/yyyy')} - ${dt(to, 'dd/mm/yyyy')}`)}</div>
${items(
  ['יעד', 'קידומת', 'דקות', 'מחיר לדקה', 'סכום'],
  [...byDest.entries()].map(([dest, d]) => [dest, ltr(d.code), String(d.mins), ltr(amount(d.perMin)), ltr(money(d.sum))]),
)}
<div class="sum">${row('דמי מנוי', ltr(money(plan)))}${extra ? row('מספר וירטואלי במוסקבה', ltr(money(extra))) : ''}${row('שיחות', ltr(money(usage)))}${row('סה"כ לפני מע"מ', ltr(money(net)))}${row(`מע"מ ${rate}%`, ltr(money(vat)))}${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}</div>
<div class="acct">התשלום ייגבה בהוראת קבע מס׳ ${ltr(rng.digits(7))} · תשלום אחרון התקבל ב-${f(lastPaid)}</div>
<div class="foot">אלכסנדר גורביץ׳ · עוסק מורשה ${ltr(taxId)} · שיחה רחוקה</div>`;
    }
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Frank Ruehl CLM'"};font-size:${co ? 11.5 : 13}px;padding:12mm 14mm;box-sizing:border-box;height:296mm;position:relative}
.band{background:#00695c;color:#fff;padding:8px 12px;display:flex;justify-content:space-between;align-items:center}.brand{font-size:26px;font-weight:bold}.head{border-bottom:2px solid #5d4037}.head .brand{color:#5d4037}
h1{font-size:18px;margin:10px 0 4px}h2{font-size:14px;margin:10px 0 2px}.cust{margin:6px 0}.sum{width:48%;margin-right:auto;margin-top:6px}.big{font-size:1.15em}.calls td,.calls th{font-size:10px;padding:1px 3px}.acct{margin:8px 0;border:1px dashed #777;padding:4px}
.foot{position:absolute;bottom:10mm;left:14mm;right:14mm;border-top:1px solid #777;padding-top:3px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
