import { addDays, amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, heDay, hyphenId } from '../../generalisation/notation';
import { add, dated, taxIn, vid } from './extra';

const ID = 'he-glamping-folio';

const VENDORS = [
  { brand: 'אוהלי המדבר', legal: 'רותם אלון', label: 'עוסק מורשה', company: false, trade: 'גלמפינג ולינה כפרית', style: 'he' as D, num: (k: number) => `${k}` },
  { brand: 'כוכב הבוקר', legal: 'גלמפינג כוכב הבוקר בע"מ', label: 'ח.פ.', company: true, trade: '', style: 'dd/mm/yyyy' as D, num: (k: number) => `GL-${k}` },
];

const TENTS = ['אוהל ספארי זוגי', 'כיפה גיאודזית', 'אוהל בדואי משפחתי', 'בקתת יורט'];

export const heGlampingFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const nights = rng.int(1, 4);
    const arrive = addDays(date, -nights);
    const number = v.num(rng.int(1200, 8800));
    const tent = rng.pick(TENTS);
    const price = rng.int(52, 110) * 1000;
    const guests = rng.int(2, 5);
    const rows: [string, string, number][] = [];
    for (let i = 0; i < nights; i++) rows.push([dt(addDays(arrive, i), 'dd/mm'), `לינה - ${tent}`, price]);
    if (rng.chance(0.7)) rows.push([dt(arrive, 'dd/mm'), `ארוחת ערב ליד המדורה × ${guests}`, guests * 9500]);
    if (rng.chance(0.6)) rows.push([dt(addDays(arrive, nights - 1), 'dd/mm'), "ג'קוזי עצים פרטי", 18000]);
    if (rng.chance(0.5)) rows.push([dt(addDays(arrive, nights - 1), 'dd/mm'), "סיור ג'יפים בזריחה", guests * 12000]);
    const total = add(rows.map((r) => r[2]));
    const tax = taxIn(total, rate);
    const body = `<div class="p">
<div class="head"><div class="brand">${esc(v.brand)}</div>${v.brand !== v.legal ? `<div class="legal">${esc(v.legal)}</div>` : ''}${v.trade ? `<div>${esc(v.trade)}</div>` : ''}<div class="sm">${v.label} ${n === 1 ? hyphenId(id) : id} · ${rng.pick(['מצפה רמון', 'צוקים', 'כפר חרוב', 'עין יעקב'])}</div></div>
<div class="title">חשבון אורח · חשבונית מס / קבלה ${number}</div>
<div class="row"><div>תאריך הפקה: <b>${dt(date, v.style)}</b></div><div>הזמנה: ${rng.int(50000, 99999)}</div></div>
<div class="row"><div>הגעה: ${heDay(arrive)} ${dt(arrive, 'dd/mm/yyyy')}</div><div>עזיבה: ${heDay(date)} ${dt(date, 'dd/mm/yyyy')}</div><div>אורחים: ${guests}</div></div>
<div class="row"><div>שם האורח: ${esc(rng.pick(['יובל שחר', 'מיכל אדלר', 'רוני בכר', 'נטע גולן']))}</div></div>
<table><tr><th>תאריך</th><th>תיאור</th><th>חיוב</th></tr>
${rows.map(([d, a, c]) => `<tr><td>${d}</td><td>${esc(a)}</td><td class="n">${amount(c)}</td></tr>`).join('')}
</table>
<div class="tot">
<div class="pr big"><span>סה"כ חיובים כולל מע"מ</span><span>${amount(total)} ש"ח</span></div>
<div class="pr"><span>מזה מע"מ ${rate}%</span><span>${amount(tax)}</span></div>
<div class="pr"><span>תשלום באשראי ****${rng.digits(4)}</span><span>${amount(total)}-</span></div>
<div class="pr"><span>יתרה</span><span>0.00</span></div>
</div>
<div class="sm foot">תודה שהתארחתם תחת כוכבי המדבר · צ'ק אאוט עד 11:00</div>
</div>`;
    const css = `body{font-family:'Hadasim CLM','David CLM',serif;font-size:13.5px;color:#3b2a1a}.p{padding:18mm}.head{text-align:center;border-bottom:2px solid #b5651d;padding-bottom:8px}.brand{font-family:'Ellinia CLM','Hadasim CLM';font-size:34px;color:#b5651d}.legal{font-size:16px;font-weight:bold}.sm{font-size:11px}.title{font-size:18px;font-weight:bold;margin:12px 0}.row{display:flex;gap:28px;margin:3px 0}table{width:100%;border-collapse:collapse;margin-top:12px}th{border-bottom:2px solid #b5651d;text-align:right}td{padding:4px;border-bottom:1px solid #e0cdb5}.n{text-align:left}.tot{width:50%;margin:14px auto 0 0}.pr{display:flex;justify-content:space-between;padding:2px}.big{font-weight:bold;font-size:16px}.foot{margin-top:24px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
