import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, heDay, hyphenId } from '../../generalisation/notation';
import { add, dated, lr, shift, taxIn, vid } from './extra';

const ID = 'he-treehouse-cabins-folio';

const GUESTS = ['משפחת דהן', 'ליאור ומיכל פרץ', 'אסף גולדברג', 'נטע ואור שמואלי', 'רחל אקרמן'];

const VENDORS = [
  {
    brand: 'בין הענפים',
    legal: 'בין הענפים בקתות עץ בגליל בע"מ',
    company: true,
    addr: 'מושב כליל, גליל מערבי',
    font: "'Noto Serif Hebrew','Frank Ruehl CLM',serif",
    color: '#166534',
    cabins: ['בקתת האלון', 'בקתת החרוב', 'בקתת הבוסתן'],
    num: (r: { int(a: number, b: number): number }) => `FO${r.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
  },
  {
    brand: 'קן',
    legal: 'רותם שגיא',
    company: false,
    addr: 'אמירים, הרי מירון',
    font: "'Ellinia CLM','Noto Sans Hebrew',sans-serif",
    color: '#92400e',
    cabins: ['קן הדרור', 'קן הנשר'],
    num: (r: { int(a: number, b: number): number }) => `${r.int(100, 2999)}`,
    date: (iso: string) => dt(iso, 'he'),
  },
];

export const heTreehouseCabinsFolio: Layout = {
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
    const guests = rng.int(2, 5);
    const perNight = rng.int(95, 180) * 1000;
    const lines = [
      { name: `לינה ב${rng.pick(v.cabins)} (${nights} לילות)`, unit: perNight, q: nights },
      { name: 'ארוחת בוקר כפרית לבקתה', unit: rng.pick([16000, 19000, 22000]), q: nights },
      ...(rng.chance(0.5) ? [{ name: 'ג׳קוזי עצים', unit: 25000, q: 1 }] : []),
      ...(rng.chance(0.4) ? [{ name: 'עזיבה מאוחרת', unit: 15000, q: 1 }] : []),
      ...(rng.chance(0.5) ? [{ name: 'סל פיקניק ליער', unit: 18000, q: rng.int(1, 2) }] : []),
    ];
    const total = add(lines.map((l) => l.unit * l.q));
    const tax = taxIn(total, rate);
    const deposit = Math.round((total * 0.3) / 1000) * 1000;
    const booked = shift(arrival, -rng.int(10, 70));
    const pair = (a: string, b: string) => `<div class="p"><span class="l">${a}</span><span>${b}</span></div>`;
    const vendorLine = v.company
      ? `<div class="co">${esc(v.legal)} · ח.פ. ${lr(hyphenId(id))} · ${v.addr} · ${lr(cellular(rng))}</div>`
      : `<div class="foot">${esc(v.legal)} · עוסק מורשה ${lr(id)} · ${v.addr} · ${lr(cellular(rng))}</div>`;
    const body = `<div class="page">
<div class="brand">${v.brand}</div>
<div class="sub">בקתות עץ על העצים</div>
${v.company ? vendorLine : ''}
<h1>${v.company ? 'חשבון שהייה - חשבונית מס/קבלה' : 'חשבונית מס קבלה'}</h1>
<div class="cols"><div>
${pair('מספר', lr(number))}
${pair('תאריך', lr(v.date(date)))}
${pair('אורח/ת', esc(rng.pick(GUESTS)))}
${pair('טלפון', lr(cellular(rng)))}
</div><div>
${pair('הזמנה', lr(`RES-${rng.digits(6)}`))}
${pair('הגעה', `${heDay(arrival)} ${lr(dt(arrival, 'dd/mm'))}`)}
${pair('עזיבה', `${heDay(date)} ${lr(dt(date, 'dd/mm'))}`)}
${pair('לילות / אורחים', lr(`${nights} / ${guests}`))}
</div></div>
<table class="items"><tr><th>פירוט</th><th>מחיר</th><th>כמות</th><th>סכום</th></tr>${lines
      .map((l) => `<tr><td>${l.name}</td><td>${lr(amount(l.unit))}</td><td>${l.q}</td><td>${lr(amount(l.unit * l.q))}</td></tr>`)
      .join('')}</table>
<div class="tot">
${pair('סה"כ לשהייה כולל מע"מ', lr(`₪ ${amount(total)}`))}
${pair(`מע"מ ${rate}% כלול בסכום`, lr(amount(tax)))}
${pair(`מקדמה בהזמנה (${lr(dt(booked, 'dd/mm/yy'))})`, lr(amount(deposit)))}
${pair('חיוב בעזיבה', lr(amount(total - deposit)))}
${pair('יתרה', lr('0.00'))}
</div>
<div class="note">תודה שלנתם אצלנו! נשמח לראותכם שוב.</div>
${v.company ? '' : vendorLine}
</div>`;
    const css = `body{font-family:${v.font};font-size:10.5px;color:#222}.page{width:148mm;height:209mm;box-sizing:border-box;padding:10mm;position:relative}.brand{font-size:30px;color:${v.color};font-weight:bold;text-align:center}.sub{text-align:center;letter-spacing:2px}.co{text-align:center;font-size:9px;margin-top:3px}h1{font-size:14px;text-align:center;border-top:1px solid ${v.color};border-bottom:1px solid ${v.color};padding:4px;margin:8px 0}.cols{display:flex;gap:10mm}.cols>div{flex:1}.p{display:flex;justify-content:space-between;gap:6px;padding:1.5px 0}.l{font-weight:bold}.items{width:100%;border-collapse:collapse;margin:8px 0}.items th{background:${v.color};color:#fff;padding:3px;text-align:right}.items td{padding:3px;border-bottom:1px solid #ddd}.tot{width:70%;margin-right:auto}.tot .p:first-child{font-size:13px;font-weight:bold}.note{margin-top:10px;text-align:center}.foot{position:absolute;bottom:8mm;left:10mm;right:10mm;text-align:center;font-size:9px;border-top:1px solid #aaa;padding-top:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
