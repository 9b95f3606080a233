import { addDays, amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, D, dt, heDay } from '../../generalisation/notation';
import { add, dated, dow, lr, taxIn, vid } from './extra';

const ID = 'he-vineyard-inn-folio';

const VENDORS = [
  {
    brand: 'אכסניית הכרם',
    legal: 'גפן הרים אירוח כפרי בע"מ',
    company: true,
    label: 'ח.פ.',
    style: 'dd/mm/yyyy' as D,
    num: (k: number) => `F${k}`,
    digits: [10000, 99999],
    color: '#7b1f3a',
  },
  {
    brand: 'בית הבציר',
    legal: 'אלון קדמי',
    company: false,
    label: 'עוסק מורשה',
    style: 'dd.mm.yy' as D,
    num: (k: number) => `${k}`,
    digits: [1000, 9999],
    color: '#556b2f',
  },
];

const ROOMS: [string, number, number][] = [
  ["סוויטת גפן עם ג'קוזי", 98000, 128000],
  ['חדר זוגי נוף לכרם', 72000, 94000],
  ['בקתת עץ משפחתית', 85000, 112000],
];
const EXTRAS: [string, number][] = [
  ['סיור ביקב וטעימות יין (לאדם)', 9500],
  ['בקבוק קברנה סוביניון 2019', 14500],
  ['בקבוק שרדונה 2021', 11000],
  ['מגש גבינות ויין לחדר', 18500],
  ['ארוחת ערב שף בכרם (לאדם)', 26000],
  ['עיסוי זוגי בחדר', 54000],
  ['יציאה מאוחרת', 15000],
];

export const heVineyardInnFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const nights = rng.int(1, 4);
    const arrival = addDays(date, -nights);
    const room = rng.pick(ROOMS);
    const guests = rng.int(2, 4);
    const stay: { day: string; rate: number }[] = [];
    for (let i = 0; i < nights; i++) {
      const day = addDays(arrival, i);
      stay.push({ day, rate: dow(day) === 4 || dow(day) === 5 ? room[2] : room[1] });
    }
    const extras = rng.some(EXTRAS, rng.int(1, 4)).map(([name, unit]) => ({ name, unit, q: name.includes('לאדם') ? guests : rng.int(1, 2) }));
    const total = add(stay.map((s) => s.rate)) + add(extras.map((e) => e.q * e.unit));
    const tax = taxIn(total, rate);
    const deposit = Math.round((stay[0].rate * 0.5) / 100) * 100;
    const depositDay = addDays(arrival, -rng.int(7, 60));
    const booking = `${rng.pick(['WEB', 'TEL', 'BKG'])}-${rng.digits(6)}`;
    const guest = rng.pick(['משפחת רוזנברג', 'ליאת ונדב כהן', 'שירן גולן', 'יואב ומיכל בר-אור']);
    const vendor = `<div class="brand">${esc(v.brand)}</div><div class="legal">${esc(v.legal)}</div>${n % 2 === 1 ? '<div>צימרים ויקב בוטיק · הרי יהודה</div>' : ''}<div>${v.label} ${id}</div><div>${n % 2 === 0 ? 'מושב נס הרים, ד.נ. הרי יהודה' : 'כרם בן זמרה, גליל עליון'}</div><div>${lr(n % 2 === 0 ? '02-5709314' : cellular(rng))}</div>`;
    const content = `<div class="title">חשבון אורח — חשבונית מס/קבלה מס' ${lr(number)}</div>
<table class="facts">
<tr><td>תאריך</td><td><b>${dt(date, v.style)}</b></td><td>מס' הזמנה</td><td>${lr(booking)}</td></tr>
<tr><td>שם האורח</td><td>${esc(guest)}</td><td>אורחים</td><td>${guests}</td></tr>
<tr><td>הגעה</td><td>${heDay(arrival)}, ${dt(arrival, v.style)}</td><td>עזיבה</td><td>${heDay(date)}, ${dt(date, v.style)}</td></tr>
<tr><td>יחידה</td><td>${esc(room[0])}</td><td>לילות</td><td>${nights}</td></tr>
</table>
<table class="items"><tr><th>תאריך</th><th>פירוט</th><th>כמות</th><th>סכום</th></tr>
${stay.map((s) => `<tr><td>${dt(s.day, 'dd/mm')}</td><td>לינה וארוחת בוקר כפרית</td><td>1</td><td>${amount(s.rate)}</td></tr>`).join('')}
${extras.map((e) => `<tr><td>${dt(addDays(arrival, rng.int(0, nights - 1)), 'dd/mm')}</td><td>${esc(e.name)}</td><td>${e.q}</td><td>${amount(e.q * e.unit)}</td></tr>`).join('')}
</table>
<table class="tot">
<tr class="big"><td>סה"כ חשבון</td><td>${amount(total)} ₪</td></tr>
<tr><td>מזה מע"מ ${rate}%</td><td>${amount(tax)}</td></tr>
<tr><td>מקדמה ששולמה ב-${dt(depositDay, 'dd/mm/yyyy')}</td><td>${amount(deposit)}</td></tr>
<tr><td>שולם בעזיבה — ויזה ${lr(`xxxx-${rng.digits(4)}`)}</td><td>${amount(total - deposit)}</td></tr>
<tr><td>יתרה</td><td>0.00</td></tr>
</table>
<div class="note">תודה שבחרתם להתארח אצלנו! היין שנרכש נשלח עם האורחים. שעת עזיבה 11:00.</div>`;
    const body =
      n % 2 === 0
        ? `<div class="page"><header>${vendor}</header>${content}</div>`
        : `<div class="page"><div class="cols"><main>${content}</main><aside>${vendor}</aside></div></div>`;
    const css = `body{font-family:'Frank Ruehl CLM','Noto Serif Hebrew',serif;font-size:13px;color:#222}.page{width:210mm;height:296mm;overflow:hidden;box-sizing:border-box;padding:15mm}header{text-align:center;border-bottom:2px solid ${v.color};padding-bottom:8px;margin-bottom:10px}.brand{font-family:'Keter YG','Frank Ruehl CLM',serif;font-size:32px;color:${v.color}}.legal{font-weight:bold}.cols{display:flex;gap:8mm}.cols main{flex:1}.cols aside{width:45mm;border-right:2px solid ${v.color};padding-right:5mm;font-size:11.5px;line-height:1.6}.cols aside .brand{font-size:26px}.title{font-size:18px;font-weight:bold;color:${v.color};margin:8px 0}.facts{width:100%;border-collapse:collapse;font-family:'Noto Sans Hebrew',sans-serif;font-size:11.5px}.facts td{padding:4px;border:1px solid #ccc}.facts td:nth-child(odd){background:#f5efe9;color:#555;width:22mm}.items{width:100%;border-collapse:collapse;margin-top:10px;font-family:'Noto Sans Hebrew',sans-serif;font-size:11.5px}.items th{background:${v.color};color:#fff;text-align:right;padding:4px}.items td{padding:4px;border-bottom:1px solid #e0e0e0}.items td:last-child{text-align:left}.tot{width:60%;margin:10px auto 0 0;border-collapse:collapse;font-family:'Noto Sans Hebrew',sans-serif}.tot td{padding:3px 6px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:15px;border-top:2px solid ${v.color};border-bottom:1px solid ${v.color}}.note{margin-top:14px;font-size:11px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
