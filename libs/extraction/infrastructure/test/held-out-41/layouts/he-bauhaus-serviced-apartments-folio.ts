import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, heDay, hyphenId } from '../../generalisation/notation';
import { add, dated, lr, shift, taxIn, vid } from './extra';

const ID = 'he-bauhaus-serviced-apartments-folio';

const VENDORS = [
  {
    brand: 'בית לבן 27',
    legal: 'הבית הלבן דירות נופש תל אביב בע"מ',
    company: true,
    idLine: (id: string) => `ח.פ. ${lr(hyphenId(id))}`,
    addr: 'רח׳ רוטשילד 27, תל אביב',
    num: (r: { int(a: number, b: number): number }) => `WH${r.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    title: 'חשבון שהייה - חשבונית מס/קבלה',
    font: "'Noto Serif Hebrew','Frank Ruehl CLM',serif",
    color: '#334155',
    top: true,
  },
  {
    brand: 'קובייה',
    legal: 'ענבל דרורי',
    company: false,
    idLine: (id: string) => `עוסק מורשה ${lr(id)}`,
    addr: 'רח׳ אידלסון 11, תל אביב',
    num: (r: { int(a: number, b: number): number }) => `${r.int(400, 2999)}`,
    date: (iso: string) => dt(iso, 'he'),
    title: 'חשבונית מס קבלה',
    font: "'Ellinia CLM','Noto Sans Hebrew',sans-serif",
    color: '#b45309',
    top: false,
  },
];

export const heBauhausServicedApartmentsFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const nights = rng.int(2, 9);
    const arrival = shift(date, -nights);
    const booked = shift(arrival, -rng.int(10, 60));
    const guests = rng.int(1, 4);
    const apt = rng.pick(['סטודיו מרפסת', 'דירת גג 2 חדרים', 'לופט קומה 3', 'דירת גן']);
    const night = rng.int(55, 120) * 1000;
    const lines = [
      { name: `לינה · ${apt}`, qty: nights, unit: night },
      { name: 'דמי ניקיון סופי', qty: 1, unit: rng.pick([18000, 22000, 25000]) },
      ...(rng.chance(0.6) ? [{ name: 'סל ארוחת בוקר לדירה (ליום)', qty: nights, unit: 6500 * guests }] : []),
      ...(rng.chance(0.5) ? [{ name: 'חניה בחניון סמוך (ללילה)', qty: nights, unit: 7000 }] : []),
      ...(rng.chance(0.4) ? [{ name: 'השכרת אופניים (ליום)', qty: rng.int(1, nights), unit: 4500 }] : []),
      ...(rng.chance(0.3) ? [{ name: 'כביסה וגיהוץ', qty: 1, unit: 9000 }] : []),
    ];
    const total = add(lines.map((l) => l.qty * l.unit));
    const tax = taxIn(total, rate);
    const deposit = Math.round((total * 0.25) / 100) * 100;
    const kv = (a: string, b: string) => `<div class="kv"><span class="k">${a}:</span> <span>${b}</span></div>`;
    const vend = `<div class="vend">${esc(v.legal)} · ${v.idLine(id)}<br>${v.addr} · ${lr(cellular(rng))}</div>`;
    const body = `<div class="pg">
<div class="brand">${v.brand}</div><div class="sub">דירות אירוח בסגנון באוהאוס · העיר הלבנה</div>
${v.top ? vend : ''}
<div class="title">${v.title} ${lr(number)}</div>
<div class="grid">
${kv('תאריך', lr(v.date(date)))}${kv('מס׳ הזמנה', lr('BK' + rng.digits(8)))}
${kv('אורח/ת', rng.pick(['עידו שחר', 'נטע ברק', 'יעל ורדי', 'אלון מזרחי']))}${kv('טלפון', lr(cellular(rng)))}
${kv('הגעה', `${heDay(arrival)} ${lr(dt(arrival, 'dd/mm'))}`)}${kv('עזיבה', `${heDay(date)} ${lr(dt(date, 'dd/mm'))}`)}
${kv('לילות', String(nights))}${kv('אורחים', String(guests))}
</div>
<table class="items"><tr><th>פירוט</th><th>כמות</th><th>מחיר</th><th>סכום</th></tr>
${lines.map((l) => `<tr><td>${l.name}</td><td>${l.qty}</td><td>${lr(amount(l.unit))}</td><td>${lr(amount(l.qty * l.unit))}</td></tr>`).join('')}</table>
<table class="tot"><tr class="big"><td>סה"כ לשהייה כולל מע"מ</td><td>${lr(`₪${amount(total)}`)}</td></tr><tr><td>מע"מ ${rate}% כלול בסכום</td><td>${lr(amount(tax))}</td></tr>
<tr><td>פיקדון ששולם בהזמנה ${lr(dt(booked, 'dd/mm/yy'))}</td><td>${lr(amount(deposit))}</td></tr><tr><td>חויב בכרטיס ביום העזיבה</td><td>${lr(amount(total - deposit))}</td></tr><tr><td>יתרה</td><td>${lr('0.00')}</td></tr></table>
<div class="note">צ׳ק-אאוט עד 11:00 · תודה שהתארחתם בעיר הלבנה</div>
${v.top ? '' : vend}
</div>`;
    const css = `body{font-family:${v.font};font-size:10px;color:#111}.pg{width:148mm;height:209mm;box-sizing:border-box;padding:10mm;overflow:hidden}.brand{font-size:26px;font-weight:bold;color:${v.color};letter-spacing:3px}.sub{font-size:9px;margin-bottom:4px}.vend{font-size:9.5px;line-height:1.5;margin:4px 0;border-top:1px solid ${v.color};padding-top:3px}.title{font-size:14px;font-weight:bold;margin:8px 0;background:${v.color};color:#fff;padding:3px 6px}.grid{display:grid;grid-template-columns:1fr 1fr;gap:2px 12px;margin-bottom:8px}.k{color:#555}.items{width:100%;border-collapse:collapse}.items th{border-bottom:1px solid #333;text-align:right;padding:3px}.items td{padding:3px;border-bottom:1px dotted #bbb}.tot{margin:8px auto 0 0}.tot td{padding:2px 6px}.big td{font-weight:bold;font-size:12px}.note{margin:10px 0;font-size:9px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
