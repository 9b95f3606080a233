import { amount, htmlPage, israeliRate, Layout, taxId as validId, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, boxes, idOf, items, ltr, nth, pairs, plus, row, total, vatOn, yearFor, dayOf } from './extra';

const ID = 'he-compressed-air-supply-monthly-bill';

const CUSTOMERS = ['מפעל פלסטיק גליל תעשיות בע"מ', 'אריזות המעיין בע"מ', 'מתכת בר-לב ייצור בע"מ', 'טקסטיל הצפון בע"מ', 'רכיבי אלקטרוניקה שגב בע"מ'];
const PIPE = ['DN25', 'DN40', 'DN50', 'DN80'];

/**
 * A central compressed air plant's monthly bill to the factories of the Bar-Lev industrial park, A4
 * (Noto Sans Hebrew, figures in DejaVu Sans Mono): the month before billed, meter readings at its first
 * and last day, normal cubic metres split into peak and off-peak hours priced per 1,000 Nm³, a monthly
 * connection charge by pipe size, reserved capacity in Nm³/min, a dew point class surcharge on some,
 * a leak survey on some, VAT added, issue and due dates in boxes, customer number failing the check,
 * customer's company id, standing order.
 */
export const heCompressedAirSupplyMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const n = nth(ID);
    const date = avoid(dayOf(rng, yearFor(ID, n), undefined, [2, 6]), [5, 6]);
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = plus(date, rng.pick([14, 20, 25]));
    const customer = rng.pick(CUSTOMERS);
    const customerId = validId(rng, true);
    const account = notAnId(rng);
    const meter = `CA-${rng.digits(5)}`;
    const pipe = rng.pick(PIPE);
    const peak = rng.int(18, 140) * 1000 + rng.int(0, 999);
    const off = rng.int(30, 260) * 1000 + rng.int(0, 999);
    const start = rng.int(1_000_000, 9_000_000);
    const end = start + peak + off;
    const pricePeak = rng.int(11800, 14900); // agorot per 1,000 Nm³
    const priceOff = rng.int(7200, 9800);
    const reserved = rng.int(4, 30);
    const lines: [string, string, string, number][] = [];
    lines.push([`צריכה בשעות שיא (${ltr('Nm³')})`, ltr(peak.toLocaleString('en-US')), ltr(`${amount(pricePeak)} / ${ltr('1,000')}`), Math.round((peak * pricePeak) / 1000)]);
    lines.push([`צריכה בשעות שפל (${ltr('Nm³')})`, ltr(off.toLocaleString('en-US')), ltr(`${amount(priceOff)} / ${ltr('1,000')}`), Math.round((off * priceOff) / 1000)]);
    const conn = { DN25: 45000, DN40: 68000, DN50: 92000, DN80: 145000 }[pipe] as number;
    lines.push([`דמי חיבור חודשיים - צנרת ${ltr(pipe)}`, '1', ltr(amount(conn)), conn]);
    const capRate = rng.int(320, 410) * 100;
    lines.push([`הספק שמור (${ltr('Nm³/min')})`, ltr(String(reserved)), ltr(amount(capRate)), reserved * capRate]);
    if (rng.chance(0.4)) {
      const dewRate = rng.int(900, 1400);
      lines.push([
        `תוספת נקודת טל ${ltr('-40°C')} (מחלקה ${ltr('2')})`,
        ltr((peak + off).toLocaleString('en-US')),
        ltr(`${amount(dewRate)} / ${ltr('1,000')}`),
        Math.round(((peak + off) * dewRate) / 1000),
      ]);
    }
    if (rng.chance(0.3)) {
      const fee = rng.int(12, 22) * 10000;
      lines.push(['סקר דליפות אולטרסוני במפעל', '1', ltr(amount(fee)), fee]);
    }
    const net = total(lines.map((l) => l[3]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'אוויר מרכזי בר-לב בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(2, 4)}${rng.digits(5)}`;
    const body = `<div class="head"><div><div class="brand">אוויר מרכזי בר-לב</div><div>${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="sm">פארק התעשייה בר-לב, ד.נ. משגב · טל׳ ${ltr(`04-99${rng.digits(5)}`)} · מוקד תקלות ${ltr('24/7')}</div></div>
<div class="doc"><div class="b">חשבונית מס</div><div>מס׳ ${ltr(doc)}</div><div class="sm">מקור</div></div></div>
${boxes([
  ['תאריך הפקה', ltr(dt(date, 'dd/mm/yyyy'))],
  ['תקופת החיוב', `${ltr(dt(from, 'dd/mm/yyyy'))} - ${ltr(dt(to, 'dd/mm/yyyy'))}`],
  ['לתשלום עד', ltr(dt(due, 'dd/mm/yyyy'))],
  ['סכום לתשלום', ltr(`₪ ${amount(gross)}`)],
])}
<div class="two"><div>${pairs([
      ['לכבוד', customer],
      ['ח.פ. הלקוח', ltr(customerId)],
      ['מספר לקוח', ltr(account)],
    ])}</div><div>${pairs([
      ['מונה', ltr(meter)],
      ['קריאה קודמת', ltr(start.toLocaleString('en-US'))],
      ['קריאה נוכחית', ltr(end.toLocaleString('en-US'))],
      ['חודש צריכה', heMonth(from)],
    ])}</div></div>
${items(
  ['פירוט', 'כמות', 'תעריף ₪', 'סכום ₪'],
  lines.map(([d, q, p, s]) => [d, q, p, ltr(amount(s))]),
)}
<div class="tot">${row('סה"כ לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row('סה"כ לתשלום', ltr(amount(gross)), 'b big')}</div>
<div class="foot">הסכום ייגבה בהוראת קבע מחשבונכם ביום ${ltr(dt(due, 'dd/mm/yyyy'))}. יתרה קודמת: ${ltr('0.00')} ₪ - שולמה, תודה.<br>לחץ אספקה מובטח ${ltr('7.0 bar')}, איכות אוויר לפי ${ltr('ISO 8573-1')}. קריאות המונה נמסרות מרחוק.</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:11.5px;padding:14mm 15mm}.head{display:flex;justify-content:space-between;border-bottom:3px solid #1d4f73;padding-bottom:6px}
.brand{font-size:22px;font-weight:bold;color:#1d4f73}.doc{text-align:center;border:1.5px solid #1d4f73;padding:6px 14px;font-size:13px}.two{display:flex;justify-content:space-between;margin:8px 0}
.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left;font-family:'DejaVu Sans Mono','Noto Sans Hebrew';font-size:0.95em}.tot{width:45%;margin-right:auto}.big{font-size:1.2em;border-top:2px solid #1d4f73;padding-top:3px}
.foot{margin-top:18px;font-size:10.5px;color:#333;line-height:1.6}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
