import { amount, htmlPage, israeliRate, Layout, taxId as anyTaxId, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, notAnId, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, row, total, vatOn } from './extra';

const ID = 'he-safety-equipment-two-page';

/** Work safety equipment supplier's monthly collective invoice over two A4 pages. */
export const heSafetyEquipmentTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 7]);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const cat: [string, string, number][] = [
      ['קסדת מגן לבנה', 'יח׳', 3400],
      ['אפוד זוהר צהוב', 'יח׳', 1200],
      ['כפפות עבודה מצופות ניטריל', 'זוג', 850],
      ['משקפי מגן שקופים', 'יח׳', 1450],
      ['נעלי בטיחות S3', 'זוג', 21900],
      ['רתמת גוף מלאה', 'יח׳', 48900],
      ['אטמי אוזניים (200)', 'קופסה', 9900],
      ['מסכת FFP2 (20)', 'אריזה', 4900],
      ['ערכת עזרה ראשונה', 'יח׳', 17500],
      ['סרט סימון אדום-לבן', 'גליל', 1900],
    ];
    const rows = Array.from({ length: 28 }, (_, i) => {
      const [d, u, p] = rng.pick(cat);
      return { i: i + 1, dn: `${rng.pick(['SN', 'MT'])}${rng.digits(6)}`, day: dt(plus(from, rng.int(0, 27)), 'dd/mm'), d, u, q: rng.int(1, 20), p };
    });
    const line = (r: (typeof rows)[number]) => [String(r.i), ltr(r.dn), ltr(r.day), r.d, r.u, String(r.q), amount(r.p), amount(r.q * r.p)];
    const p1 = total(rows.slice(0, 14).map((r) => r.q * r.p));
    const goods = total(rows.map((r) => r.q * r.p));
    const disc = Math.round((goods * 5) / 100);
    const freight = rng.chance(0.5) ? 25000 : 0;
    const net = goods - disc + freight;
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'מגן בטיחות ציוד מקצועי בע"מ' : 'שלמה דהן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `SF${rng.digits(6)}` : `DH-${rng.digits(4)}`;
    const f = (iso: string) => (co ? dt(iso, 'dd.mm.yyyy') : dt(iso, 'dd/mm/yy'));
    const brand = co ? 'סייפטי-פרו' : 'הכל לבטיחות';
    const customer = rng.pick(['קבלן שלד אבני דרך בע"מ', 'מפעל מתכת הצפון בע"מ', 'עיריית כפר יונה - מחלקת רכש', 'גינון ופיתוח נופים בע"מ']);
    const head = (p: number) => `<div class="hd"><div class="brand">${brand}</div><div>חשבונית מס מרכזת ${ltr(doc)}<br>תאריך: ${ltr(f(date))}<br>עמוד ${p} מתוך 2</div></div>`;
    const foot = `<div class="foot">${vendorName} · ${co ? 'ח.פ.' : 'עוסק מורשה'} ${ltr(spacedId(taxId))} · אזור תעשייה ${co ? 'ציפורית' : 'ברקן'}</div>`;
    const cols = ['שורה', 'ת. משלוח', 'תאריך', 'פריט', 'יח׳', 'כמות', 'מחיר', 'סה"כ'];
    const body = `<div class="page p1">${head(1)}
<div>לקוח: ${customer} · ח.פ. ${ltr(anyTaxId(rng, true))} · קוד לקוח ${ltr(notAnId(rng))}</div>
<div>אספקות חודש ${heMonth(from)} (${ltr(f(from))} עד ${ltr(f(to))}) · שוטף + 45 · לתשלום עד ${ltr(f(plus(lastOfMonth(date), 45)))}</div>
${items(cols, rows.slice(0, 14).map(line))}${row('סה"כ להעברה לעמוד 2', ltr(amount(p1)), 'b')}${foot}</div>
<div class="page">${head(2)}${row('יתרה מעמוד 1', ltr(amount(p1)))}
${items(cols, rows.slice(14).map(line))}
${row('סה"כ שורות', ltr(amount(goods)))}${row('הנחה מסחרית 5%', ltr(`-${amount(disc)}`))}${row('דמי הובלה', ltr(amount(freight)))}
${row('סה"כ לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${rate}%`, ltr(amount(vat)))}${row('סה"כ לתשלום ₪', ltr(amount(gross)), 'b big')}
<div class="sm">בנק דיסקונט, סניף ${rng.int(10, 199)}, חשבון ${ltr(rng.digits(7))}</div>${foot}</div>`;
    const page = 'A4';
    const css = `${baseCss}
body{font-family:${co ? "'Nimbus Sans'" : "'Frank Ruehl CLM'"};font-size:11.5px}.page{height:296mm;box-sizing:border-box;padding:12mm;overflow:hidden;position:relative}.p1{page-break-after:always}
.hd{display:flex;justify-content:space-between;border-bottom:2px solid #c60;margin-bottom:6px}.brand{font-size:24px;font-weight:bold;color:#c60}.big{font-size:1.2em}.foot{position:absolute;bottom:10mm;left:12mm;right:12mm;border-top:1px solid #999;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
