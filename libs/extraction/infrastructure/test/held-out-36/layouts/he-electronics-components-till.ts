import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, D, dt, hhmm } from '../../generalisation/notation';
import { add, dated, lr, notSaturday, row, shift, taxIn, vid } from './extra';

const ID = 'he-electronics-components-till';

const VENDORS = [
  {
    brand: 'אלקטרון',
    sub: 'רכיבים אלקטרוניים · ערכות רובוטיקה · כלי הלחמה',
    legal: 'אלקטרון רכיבים ומעגלים בע"מ',
    company: true,
    label: 'ח.פ.',
    style: 'dd/mm/yy' as D,
    num: (rng: { int(a: number, b: number): number }) => `3-${rng.int(100000, 189999)}`,
    title: 'חשבונית מס קבלה',
    font: "'Miriam Mono CLM','Liberation Mono',monospace",
    rule: '=',
    top: true,
  },
  {
    brand: 'המלחם',
    sub: "חנות לחובבי אלקטרוניקה · רח' הרצל 71, חיפה",
    legal: 'שמואל אברמוב',
    company: false,
    label: 'עוסק מורשה',
    style: 'd/m/yyyy' as D,
    num: (rng: { int(a: number, b: number): number }) => `${rng.int(20000, 58999)}`,
    title: 'חשבונית מס/קבלה',
    font: "'Liberation Mono','Miriam Mono CLM',monospace",
    rule: '~',
    top: false,
  },
];

const ITEMS: [string, string, number][] = [
  ['לוח פיתוח תואם UNO R3', 'DV-1003', 5900],
  ['ESP32 DevKit WiFi+BT', 'DV-1210', 4500],
  ["נגדים 1/4W ערכה 600 יח'", 'RS-0600', 3900],
  ['קבל אלקטרוליטי 1000uF 25V', 'CP-1025', 250],
  ['לוח ניסויים 830 נקודות', 'BB-0830', 1900],
  ["חוטי גישור 40 יח' ז-ז", 'WR-0040', 1200],
  ["מלחם 60W עם בקר טמפ'", 'TL-0060', 14900],
  ['בדיל 0.8 מ"מ 100 גרם', 'TL-0808', 3400],
  ['לד RGB 5 מ"מ', 'LD-0005', 90],
  ['חיישן טמפרטורה DS18B20', 'SN-1820', 1500],
  ['ספק כוח 12V 2A', 'PS-1202', 3500],
  ['מולטימטר דיגיטלי', 'MM-0200', 8900],
  ['מנוע סרוו SG90', 'MT-0090', 1400],
  ['צג OLED 0.96"', 'DS-0096', 2900],
  ['שרוול מתכווץ ערכה', 'HS-0127', 2200],
];

export const heElectronicsComponentsTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = notSaturday(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const lines = rng.some(ITEMS, rng.int(3, 7)).map(([name, sku, p]) => ({ name, sku, p, q: p < 500 ? rng.int(4, 20) : rng.int(1, 3) }));
    const gross = add(lines.map((l) => l.q * l.p));
    const member = rng.chance(0.5);
    const disc = member ? Math.round(gross * 0.05) : 0;
    const total = gross - disc;
    const tax = taxIn(total, rate);
    const t = rng.int(9 * 60 + 30, 19 * 60);
    const cash = rng.chance(0.35);
    const paid = cash ? Math.ceil(total / 5000) * 5000 : total;
    const rule = `<div class="rule">${v.rule.repeat(40)}</div>`;
    const vendor = `<div class="c b">${esc(v.legal)}</div><div class="c">${v.label} ${id}</div>`;
    const body = `<div class="r">
<div class="c brand">${esc(v.brand)}</div>
<div class="c sm">${esc(v.sub)}</div>
${v.top ? `${vendor}<div class="c sm">סניף תלפיות · ${lr('02-6793340')}</div>` : `<div class="c sm">${lr('04-8667125')}</div>`}
${rule}
<div class="c b">${v.title}</div>
<div class="c">מקור</div>
${row("מס' מסמך:", lr(number))}
${row('תאריך:', lr(`${dt(date, v.style)} ${hhmm(t)}`))}
${row('קופה:', `${rng.int(1, 4)}  קופאי: ${rng.pick(['אורי', 'דנה', 'ליאור', 'סהר'])}`)}
${rule}
${lines.map((l) => `<div class="it">${esc(l.name)}</div>${row(lr(`${l.sku}  ${l.q} x ${amount(l.p)}`), amount(l.q * l.p))}`).join('')}
${rule}
${row("מס' פריטים:", String(add(lines.map((l) => l.q))))}
${member ? `${row('סכום ביניים', amount(gross))}${row('הנחת מועדון מייקרים 5%', lr(`-${amount(disc)}`))}<div class="sm">חבר מועדון: ${lr(cellular(rng))}</div>` : ''}
${row('סה"כ לתשלום', amount(total), 'big')}
${row(`מתוכו מע"מ ${rate}%`, amount(tax))}
${row('סה"כ ללא מע"מ', amount(total - tax))}
${rule}
${cash ? `${row('מזומן', amount(paid))}${row('עודף', amount(paid - total))}` : `${row('אשראי', lr(`****${rng.digits(4)}`))}${row("מס' אישור", rng.digits(7))}${row('תשלומים', '1')}`}
${rule}
${v.top ? '' : vendor}
<div class="c sm">החלפה עד ${dt(shift(date, 14), v.style)} בצירוף חשבונית.</div>
<div class="c sm">רכיבים שהולחמו אינם ניתנים להחזרה</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#111}.r{width:72mm;padding:4mm}.c{text-align:center}.b{font-weight:bold}.brand{font-size:22px;font-weight:bold;letter-spacing:1px}.sm{font-size:9.5px}.big{font-weight:bold;font-size:13.5px}.it{margin-top:2px}.rule{overflow:hidden;white-space:nowrap;margin:3px 0}.rw{display:flex;justify-content:space-between;gap:4px}`;
    const page = '80mm 260mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
