import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, share, spacedId } from '../../generalisation/notation';
import { add, dated, lr, taxIn, vid } from './extra';

const ID = 'he-creperie-bill';

const MENU: [string, number][] = [
  ['גלט כוסמת פטריות וגבינת גרויר', 5800],
  ['גלט סלמון ושמנת חמוצה', 6400],
  ['גלט תרד וביצת עין', 5200],
  ['קרפ נוטלה ובננה', 3900],
  ['קרפ סוזט מולהב', 4600],
  ['קרפ תפוחים קרמל מלוח', 4200],
  ['סלט ניסואז', 4900],
  ['סיידר תפוחים (בקבוק)', 2800],
  ['קפה הפוך', 1400],
  ['שוקו חם', 1600],
  ['מיץ תפוזים סחוט', 1500],
  ['כוס יין לבן', 3200],
];

const VENDORS = [
  {
    brand: 'קרפרי בלאנש',
    legal: 'בלאנש קרפים ומאפים בע"מ',
    company: true,
    addr: 'רח׳ המייסדים 41, זכרון יעקב',
    font: "'Frank Ruehl CLM','David CLM',serif",
    page: '80mm 240mm',
    width: 72,
    service: true,
    num: (r: { int(a: number, b: number): number }) => `${r.int(30, 39)}${r.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yyyy'),
  },
  {
    brand: 'הכרפ של אבי',
    legal: 'אבי נחמיאס',
    company: false,
    addr: 'מדרחוב הרי יהודה 5, ראש פינה',
    font: "'Nachlieli CLM','Noto Sans Hebrew',sans-serif",
    page: '76mm 240mm',
    width: 66,
    service: false,
    num: (r: { int(a: number, b: number): number }) => `C-${r.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yy'),
  },
];

export const heCreperieBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const diners = v.service ? rng.int(3, 7) : rng.int(2, 4);
    const lines = rng.some(MENU, rng.int(4, 8)).map(([name, unit]) => ({ name, qty: rng.int(1, Math.min(diners, 3)), unit }));
    const food = add(lines.map((l) => l.qty * l.unit));
    const service = v.service ? share(food, 10) : 0;
    const total = food + service;
    const tax = taxIn(total, rate);
    const r = (a: string, b: string, cls = '') => `<div class="rw ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const tips = [10, 12, 15].map((p) => r(`${p}%`, lr(amount(share(total, p)))));
    const body = `<div class="r">
<div class="dbl"></div>
<div class="c brand">${v.brand}</div>
<div class="c sm">${v.addr} · ${lr(cellular(rng))}</div>
${v.company ? `<div class="c sm">${esc(v.legal)} ח.פ. ${lr(spacedId(id))}</div>` : `<div class="c sm">${esc(v.legal)} ע.מ. ${lr(id)}</div>`}
<div class="dbl"></div>
<div class="c b">${v.company ? 'חשבונית מס / קבלה' : 'חשבון - חשבונית מס'}</div>
${r('מספר', lr(number))}
${r('תאריך', lr(v.date(date)))}
${r('שעה', lr(hhmm(rng.int(8 * 60, 22 * 60))))}
${r('שולחן', lr(String(rng.int(1, 24))))}
${r('סועדים', lr(String(diners)))}
${r('מלצר/ית', rng.pick(['נועה', 'דניאל', 'שירה', 'עומר', 'מאיה']))}
${r('הזמנה', lr(`#${rng.int(1000, 9999)}`))}
<div class="rule"></div>
${lines.map((l) => r(`${lr(String(l.qty))} ${esc(l.name)}`, lr(amount(l.qty * l.unit)))).join('')}
<div class="rule"></div>
${v.service ? r('סה"כ מנות', lr(amount(food))) + r('דמי שירות 10%', lr(amount(service))) : ''}
${r('לתשלום', lr(`${amount(total)} ₪`), 'big')}
${r(`מזה מע"מ (${rate}%)`, lr(amount(tax)))}
<div class="rule"></div>
${v.service ? `<div class="c sm">דמי השירות מועברים במלואם לצוות</div>` : `<div class="box"><div class="c b">טיפ מומלץ (לא כלול בחשבון)</div>${tips.join('')}</div>`}
${r(rng.pick(['ויזה', 'מאסטרקארד', 'אמריקן אקספרס']), lr(`****${rng.digits(4)}`))}
${r('אישור', lr(rng.digits(6)))}
<div class="c">בתיאבון!</div>
<div class="dbl"></div>
</div>`;
    const css = `body{font-family:${v.font};font-size:10.5px;color:#111}.r{width:${v.width}mm;padding:3mm}.brand{font-size:21px;font-weight:bold;font-style:italic}.c{text-align:center}.b{font-weight:bold;font-size:12px;margin:3px 0}.sm{font-size:8.5px}.big{font-weight:bold;font-size:14px}.rule{border-top:1px solid #444;margin:4px 0}.dbl{border-top:3px double #111;margin:4px 0}.box{border:1px dotted #555;padding:3px;margin:4px 0}.rw{display:flex;justify-content:space-between;gap:4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
