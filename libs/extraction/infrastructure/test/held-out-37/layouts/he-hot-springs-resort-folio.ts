import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, D, dt, heDay } from '../../generalisation/notation';
import { add, dated, lr, shift, taxIn, vid } from './extra';

const ID = 'he-hot-springs-resort-folio';

const VENDORS = [
  {
    brand: 'מי-חם',
    sub: 'מלון ומעיינות מרפא · חוף הכנרת',
    legal: 'מי חם נופש ומרפא בע"מ',
    company: true,
    label: 'ח.פ.',
    contact: 'דרך הגופרית 5, טבריה · 04-6720310',
    title: 'חשבון אורח / חשבונית מס קבלה',
    num: (k: number) => `${k}`,
    digits: [5200000, 5299999],
    style: 'dd/mm/yyyy' as D,
    font: "'Noto Serif Hebrew','David CLM',serif",
    color: '#0f5257',
    rates: [74000, 118000],
  },
  {
    brand: 'בקתות המעיין',
    sub: 'בקתות עץ עם בריכה גופריתית פרטית',
    legal: 'שלמה אזולאי',
    company: false,
    label: 'עוסק מורשה',
    contact: 'מושב רמות, רמת הגולן · 050-7433901',
    title: 'חשבונית מס / קבלה',
    num: (k: number) => `BK-${k}`,
    digits: [210, 689],
    style: 'he' as D,
    font: "'Nachlieli CLM','Noto Sans Hebrew',sans-serif",
    color: '#7c4a03',
    rates: [89000, 139000],
  },
];

export const heHotSpringsResortFolio: Layout = {
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
    const arrival = shift(date, -nights);
    const adults = rng.int(2, 4);
    const nightly = Math.round(rng.int(v.rates[0], v.rates[1]) / 1000) * 1000;
    type L = { day: string; what: string; amt: number };
    const lines: L[] = [];
    for (let i = 0; i < nights; i++)
      lines.push({
        day: shift(arrival, i),
        what: v.company ? `לינה חדר ${rng.pick(['זוגי מול הכנרת', 'סוויטה', 'משפחתי'])} ארוחת בוקר` : 'לינה בבקתה כולל ארוחת בוקר בסל',
        amt: nightly,
      });
    const extras: [string, number][] = v.company
      ? [
          ["עיסוי רקמות עמוק 50 דק'", 34000],
          ['טיפול בוץ גופריתי', 22000],
          ['ארוחת ערב במסעדת המלון', 0],
          ['מיני בר', 0],
          ['כניסת אורח נוסף למעיינות', 9500],
        ]
      : [
          ["ג'קוזי לילה – הסקת עצים", 15000],
          ['מגש בוקר מורחב', 12000],
          ['בקבוק יין גולן', 14000],
          ['עיסוי זוגי בבקתה', 48000],
        ];
    for (const [what, price] of rng.some(extras, rng.int(1, 3))) lines.push({ day: shift(arrival, rng.int(0, nights - 1)), what, amt: price || rng.int(80, 620) * 100 });
    lines.sort((a, b) => a.day.localeCompare(b.day));
    const total = add(lines.map((l) => l.amt));
    const tax = taxIn(total, rate);
    const deposit = Math.round((nightly * nights * 0.3) / 100) * 100;
    const folio = `${rng.int(10000, 99999)}`;
    const room = v.company ? `${rng.int(1, 5)}${String(rng.int(1, 30)).padStart(2, '0')}` : `בקתה ${rng.int(1, 8)}`;
    const guest = rng.pick(['משפחת אוחיון', 'יעל ודני שמש', 'רון גבאי', 'משפחת ברקוביץ', 'טל ואורן קליין']);
    const vendorLine = `${esc(v.legal)} · ${v.label} ${id} · ${esc(v.contact)}`;
    const body = `<div class="page"><div class="frame">
<header><div class="brand">${esc(v.brand)}</div><div class="sub">${esc(v.sub)}</div>${v.company ? `<div class="vl">${vendorLine}</div>` : ''}</header>
<div class="tt">${esc(v.title)} ${lr(number)}</div>
<table class="facts">
<tr><td>תאריך</td><td><b>${v.style === 'he' ? dt(date, 'he') : lr(dt(date, v.style))}</b></td><td>מס' חשבון אורח</td><td>${folio}</td></tr>
<tr><td>אורח</td><td>${esc(guest)}</td><td>טלפון</td><td>${lr(cellular(rng))}</td></tr>
<tr><td>הגעה</td><td>${heDay(arrival)} ${dt(arrival, 'dd/mm/yyyy')}</td><td>עזיבה</td><td>${heDay(date)} ${dt(date, 'dd/mm/yyyy')}</td></tr>
<tr><td>חדר</td><td>${esc(room)}</td><td>מבוגרים / לילות</td><td>${adults} / ${nights}</td></tr>
</table>
<table class="items"><tr><th>תאריך</th><th>פירוט</th><th>חיוב ₪</th></tr>
${lines.map((l) => `<tr><td>${dt(l.day, 'dd/mm')}</td><td>${esc(l.what)}</td><td>${amount(l.amt)}</td></tr>`).join('')}
</table>
<table class="tot">
<tr class="big"><td>סה"כ חשבון (כולל מע"מ)</td><td>${amount(total)}</td></tr>
<tr><td>מזה מע"מ ${rate}%</td><td>${amount(tax)}</td></tr>
<tr><td>מקדמה ששולמה בהזמנה (${dt(shift(arrival, -rng.int(10, 60)), 'dd/mm/yy')})</td><td>${lr(`-${amount(deposit)}`)}</td></tr>
<tr><td>שולם בעזיבה – ${esc(rng.pick(['ויזה', 'מסטרקארד', 'אמריקן אקספרס']))} ${lr(`****${rng.digits(4)}`)}</td><td>${lr(`-${amount(total - deposit)}`)}</td></tr>
<tr><td>יתרה</td><td>0.00</td></tr>
</table>
<div class="sm">שעת עזיבה עד 11:00 · הכניסה למעיינות ביום העזיבה עד 17:00 · תודה שבחרתם בנו</div>
${v.company ? '' : `<div class="corner">${vendorLine}</div>`}
</div></div>`;
    const css = `body{font-family:${v.font};font-size:12px;color:#1c1c1c}.page{width:210mm;height:296mm;box-sizing:border-box;padding:10mm}.frame{border:2px solid ${v.color};height:100%;box-sizing:border-box;padding:10mm;position:relative}header{text-align:center;border-bottom:1px solid ${v.color};padding-bottom:8px}.brand{font-size:32px;font-weight:bold;color:${v.color}}.sub{font-size:12px;color:#555}.vl{font-size:10.5px;margin-top:4px}.tt{font-size:17px;font-weight:bold;margin:12px 0 8px;color:${v.color}}.facts{width:100%;border-collapse:collapse;margin-bottom:10px}.facts td{border:1px solid #ccc;padding:4px 6px}.facts td:nth-child(odd){background:#f4f1ea;width:18%}.items{width:100%;border-collapse:collapse}.items th{background:${v.color};color:#fff;text-align:right;padding:4px}.items td{padding:4px;border-bottom:1px dotted #aaa}.items td:last-child,.items th:last-child{text-align:left}.tot{width:60%;margin:10px auto 10px 0;border-collapse:collapse}.tot td{padding:3px 5px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:15px;border-top:2px solid ${v.color};border-bottom:2px solid ${v.color}}.sm{font-size:10px;color:#555}.corner{position:absolute;bottom:8mm;left:10mm;right:10mm;text-align:center;font-size:10.5px;border-top:1px solid ${v.color};padding-top:4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
