import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId } from '../../generalisation/notation';
import { baseCss, grid, idOf, items, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'he-novelty-socks-webshop-order';

/** Patterned and novelty socks web shop's A4 order invoice. */
export const heNoveltySocksWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const cat: [string, number][] = [
      ['גרביים "פלאפל" צבעוניות', 3900],
      ['מארז 5 זוגות פסים', 12900],
      ['גרבי כדורגל לילדים', 2900],
      ['גרבי צמר חורף', 5900],
      ['גרבי במבוק קרסול (3 זוגות)', 6900],
      ['גרביים "חתולים בחלל"', 3900],
      ['גרבי דחיסה לטיסה', 8900],
      ['קופסת מתנה', 1500],
    ];
    const lines = rng.some(cat, rng.int(2, 5)).map(([nm, p]) => ({ nm, p, q: rng.int(1, 3), sku: `SX-${rng.digits(4)}` }));
    const goods = total(lines.map((l) => l.p * l.q));
    const coupon = rng.chance(0.5) ? Math.round(goods * 0.12) : 0;
    const ship = goods - coupon >= 20000 ? 0 : 2900;
    const gross = goods - coupon + ship;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'צעד צבעוני סחר מקוון בע"מ' : 'טל פרידמן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `SK${date.slice(2, 4)}-${rng.digits(5)}` : rng.digits(5);
    const f = (iso: string) => (co ? dt(iso, 'dd/mm/yyyy') : dt(iso, 'dd.mm.yy'));
    const m = (c: number) => (co ? `₪${amount(c)}` : `${amount(c)} ₪`);
    const body = `<div class="sheet"><div class="hd"><div class="brand">${co ? 'SOCKLAND' : 'גרב-גרב'}</div><div>${co ? `${ltr('www.sockland.co.il')}<br>${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))} · רח׳ המלאכה 9, נתניה` : ltr('www.gerev-gerev.co.il')}</div></div>
<h2>חשבונית מס / קבלה</h2>
${grid([
  ['מס׳ חשבונית', ltr(doc)],
  ['תאריך', ltr(f(date))],
  ['מס׳ הזמנה', ltr(`#${rng.digits(6)}`)],
  ['תאריך הזמנה', ltr(f(plus(date, -rng.int(0, 3))))],
  ['משלוח', rng.pick(['שליח עד הבית', 'נקודת איסוף', 'דואר רשום'])],
])}
<div>לקוח/ה: ${rng.pick(['מיכל אברהם', 'גיל שפירא', 'הילה נגר', 'עמית רז'])} · ${ltr(cellular(rng))} · ${rng.pick(['באר שבע', 'הרצליה', 'צפת', 'אשדוד'])}</div>
${items(
  ['מק"ט', 'פריט', 'כמות', 'מחיר', 'סה"כ'],
  lines.map((l) => [ltr(l.sku), l.nm, String(l.q), ltr(amount(l.p)), ltr(amount(l.p * l.q))]),
)}
<div class="tot">${row('סכום ביניים', ltr(m(goods)))}${coupon ? row('קופון HAPPYFEET (12%)', ltr(`-${amount(coupon)}`)) : ''}${row('משלוח', ltr(m(ship)))}
${row('סה"כ שולם', ltr(m(gross)), 'b big')}${row(`מתוכו מע"מ ${rate}%`, ltr(m(vat)))}</div>
<div class="sm">שולם בכרטיס ${ltr(`**** ${rng.digits(4)}`)} · ${rng.int(1, 3)} תשלומים · אישור ${ltr(rng.digits(6))}</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה ${ltr(taxId)} · ת.ד. ${rng.int(100, 9999)}, יקנעם</div>`}</div>`;
    const page = 'A4';
    const css = `${baseCss}
body{font-family:${co ? "'URW Gothic', 'Noto Sans Hebrew'" : "'Miriam CLM'"};font-size:12.5px}.sheet{padding:14mm;position:relative;height:296mm;box-sizing:border-box}.hd{display:flex;justify-content:space-between;border-bottom:3px solid ${co ? '#c2185b' : '#33691e'}}.brand{font-size:30px;font-weight:bold;color:${co ? '#c2185b' : '#33691e'}}.tot{width:50%;margin-inline-start:auto}.big{font-size:1.3em}.foot{position:absolute;bottom:12mm;left:14mm;right:14mm;border-top:1px solid #999;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
