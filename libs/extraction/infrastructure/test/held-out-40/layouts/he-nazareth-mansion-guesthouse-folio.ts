import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, heDay } from '../../generalisation/notation';
import { add, dated, lr, shift, taxIn, vid } from './extra';

const ID = 'he-nazareth-mansion-guesthouse-folio';

const GUESTS = ['משפחת אברהמי', 'יעל ודור קפלן', 'רונית שגיא', 'אבי ומרים לוי', 'קבוצת "מטיילות בגליל"'];
const ROOMS = ['חדר הכיפה', 'סוויטת הליוואן', 'חדר החצר', 'חדר הקשתות', 'חדר המרפסת'];

const VENDORS = [
  {
    brand: 'ליוואן',
    sub: 'בית הארחה באחוזה עות׳מאנית · העיר העתיקה, נצרת',
    legal: 'ליוואן אירוח בנצרת בע"מ',
    company: true,
    idText: (id: string) => `ח.פ. ${lr(id)}`,
    title: 'חשבון אורח / חשבונית מס-קבלה',
    num: (r: { int(a: number, b: number): number }) => `LV-${r.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    font: "'Frank Ruehl CLM','Noto Serif Hebrew',serif",
    color: '#92400e',
    top: true,
  },
  {
    brand: 'דאר סלמא',
    sub: 'בית אירוח משפחתי בשכונת אל-בישארה',
    legal: 'סלמא חורי',
    company: false,
    idText: (id: string) => `עוסק מורשה ${lr(id)}`,
    title: 'חשבונית מס קבלה',
    num: (r: { int(a: number, b: number): number }) => `${r.int(300, 2999)}`,
    date: (iso: string) => dt(iso, 'he'),
    font: "'Noto Sans Hebrew','Nachlieli CLM',sans-serif",
    color: '#3f6212',
    top: false,
  },
];

export const heNazarethMansionGuesthouseFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const nights = rng.int(1, 4);
    const arrival = shift(date, -nights);
    const guests = rng.int(2, 4);
    const night = rng.pick([68000, 79000, 89000, 105000]);
    const rows: [string, string, number][] = [[`לינה – ${rng.pick(ROOMS)}`, `${nights} לילות × ${amount(night)}`, nights * night]];
    rows.push(['ארוחת בוקר גלילית', `${guests} × ${nights}`, guests * nights * 6500]);
    if (rng.chance(0.6)) rows.push(['סיור מודרך בשוק ובעיר העתיקה', `${guests} משתתפים`, guests * 7500]);
    if (rng.chance(0.5)) rows.push(['ארוחת ערב בחצר', `${guests} סועדים`, guests * 14500]);
    if (rng.chance(0.4)) rows.push(['סדנת קפה ותבלינים', '1', 22000]);
    if (rng.chance(0.3)) rows.push(['עזיבה מאוחרת', '1', 15000]);
    const total = add(rows.map((r) => r[2]));
    const tax = taxIn(total, rate);
    const deposit = Math.round((nights * night * 0.3) / 100) * 100;
    const booked = shift(arrival, -rng.int(10, 70));
    const vendor = `<div class="b">${esc(v.legal)}</div><div>${v.idText(id)}</div><div>רח׳ ${rng.int(6080, 6170)} מס׳ ${rng.int(2, 40)}, נצרת · ${lr(cellular(rng))}</div>`;
    const kv = (a: string, b: string) => `<div class="kv"><span class="k">${a}</span><span>${b}</span></div>`;
    const body = `<div class="page">
<div class="c brand">${v.brand}</div><div class="c sub">${v.sub}</div>
${v.top ? `<div class="c ven">${vendor}</div>` : ''}
<h1 class="c">${v.title} ${lr(number)}</h1>
<div class="cols"><div>
${kv('תאריך:', lr(v.date(date)))}${kv('אורח/ת:', esc(rng.pick(GUESTS)))}${kv('טלפון:', lr(cellular(rng)))}${kv('הזמנה:', lr(`R${rng.digits(8)}`))}
</div><div>
${kv('הגעה:', `${heDay(arrival)} ${lr(dt(arrival, 'dd/mm'))}`)}${kv('עזיבה:', `${heDay(date)} ${lr(dt(date, 'dd/mm'))}`)}${kv('לילות:', `${nights}`)}${kv('אורחים:', `${guests}`)}
</div></div>
<table class="items"><tr><th>פירוט</th><th>כמות</th><th>סכום ₪</th></tr>${rows.map((r) => `<tr><td>${r[0]}</td><td>${lr(r[1])}</td><td>${amount(r[2])}</td></tr>`).join('')}</table>
<table class="tot">
<tr class="big"><td>סה"כ חשבון (כולל מע"מ)</td><td>${amount(total)}</td></tr>
<tr><td>מזה מע"מ ${rate}%</td><td>${amount(tax)}</td></tr>
<tr><td>מקדמה בהזמנה (${lr(dt(booked, 'dd/mm/yy'))})</td><td>${lr(`-${amount(deposit)}`)}</td></tr>
<tr><td>חיוב באשראי בעזיבה</td><td>${amount(total - deposit)}</td></tr>
<tr><td>יתרה</td><td>0.00</td></tr>
</table>
<div class="c thanks">שוכראן ותודה שהתארחתם אצלנו</div>
${v.top ? '' : `<div class="c ven foot">${vendor}</div>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:10.5px;color:#111}.page{width:148mm;min-height:209mm;box-sizing:border-box;padding:11mm 10mm;position:relative}.c{text-align:center}.brand{font-size:28px;font-weight:bold;color:${v.color}}.sub{font-size:10px;margin-bottom:4px}.ven{line-height:1.5;font-size:10px}.foot{position:absolute;bottom:8mm;left:10mm;right:10mm;border-top:1px solid ${v.color};padding-top:3px}.b{font-weight:bold}h1{font-size:14px;border-top:2px solid ${v.color};border-bottom:2px solid ${v.color};padding:4px 0;margin:8px 0}.cols{display:flex;gap:10mm}.cols>div{flex:1}.kv{display:flex;gap:6px;line-height:1.7}.k{font-weight:bold;min-width:16mm}.items{width:100%;border-collapse:collapse;margin-top:8px}.items th{background:${v.color};color:#fff;padding:3px;text-align:right}.items td{padding:3px;border-bottom:1px solid #ddd}.items td:last-child,.items th:last-child{text-align:left}.tot{width:62%;margin:8px auto 0 0;border-collapse:collapse}.tot td{padding:2px 3px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:12.5px;border-top:2px solid #111}.thanks{margin-top:10px;font-style:italic}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
