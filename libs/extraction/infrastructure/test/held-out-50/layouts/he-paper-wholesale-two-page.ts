import { amount, htmlPage, israeliRate, Layout, taxId as anyTaxId, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, row, total, vatOn } from './extra';

const ID = 'he-paper-wholesale-two-page';

/** Office paper and envelope wholesaler's monthly collective invoice over two A4 pages. */
export const hePaperWholesaleTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 6]);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const cat: [string, string, number][] = [
      ['נייר צילום A4 80 גר׳', 'קרטון', 10900],
      ['נייר A3', 'חבילה', 3400],
      ['מעטפות C4 חומות', 'אריזה 250', 8900],
      ['מעטפות DL עם חלון', 'אריזה 500', 7400],
      ['בריסטול צבעוני', 'חבילה', 2900],
      ['נייר מדבקות A4', 'חבילה', 4600],
      ['גליל נייר קופה 80 מ"מ', 'קרטון', 12500],
      ['קלסר 8 ס"מ', 'יח׳', 1150],
      ['שקיות ניילון למסמכים', 'אריזה 100', 1900],
      ['נייר ממוחזר A4', 'קרטון', 9800],
    ];
    const rows = Array.from({ length: 30 }, (_, i) => {
      const [d, u, p] = rng.pick(cat);
      const q = rng.int(1, 12);
      return [String(i + 1), `${rng.pick(['TM', 'DN'])}${rng.digits(5)}`, dt(plus(from, rng.int(0, 27)), 'dd/mm'), d, u, q, p] as [
        string,
        string,
        string,
        string,
        string,
        number,
        number,
      ];
    });
    const line = (r: (typeof rows)[number]) => [r[0], ltr(r[1]), ltr(r[2]), r[3], r[4], String(r[5]), amount(r[6]), amount(r[5] * r[6])];
    const p1 = total(rows.slice(0, 15).map((r) => r[5] * r[6]));
    const goods = total(rows.map((r) => r[5] * r[6]));
    const disc = Math.round((goods * 3) / 100);
    const freight = rng.chance(0.5) ? 18000 : 0;
    const net = goods - disc + freight;
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'נייר ומעטפות המרכז בע"מ' : 'אבי נחום';
    const taxId = idOf(vendorName, co);
    const doc = co ? `PW-${rng.digits(6)}` : `AN-${rng.digits(4)}`;
    const f = (iso: string) => (co ? dt(iso, 'dd/mm/yyyy') : dt(iso, 'dd.mm.yy'));
    const brand = co ? 'פפירוס סיטונאות' : 'דף חלק';
    const customer = rng.pick(['מכללת עמק הירדן בע"מ', 'רשת משרדי ביטוח אופק בע"מ', 'דפוס השרון בע"מ']);
    const custId = anyTaxId(rng, true);
    const custNo = notAnId(rng);
    const head = (p: number) => `<div class="hd"><div class="brand">${brand}</div><div>חשבונית מס מרכזת מס׳ ${ltr(doc)}<br>תאריך ${ltr(f(date))}<br>דף ${p} מתוך 2</div></div>`;
    const foot = `<div class="foot">${vendorName} · ${co ? 'ח.פ.' : 'עוסק מורשה'} ${ltr(hyphenId(taxId))} · רח׳ הסיבים 20, ${co ? 'פתח תקווה' : 'לוד'}</div>`;
    const cols = ['#', 'ת. משלוח', 'יום', 'פריט', 'יחידה', 'כמות', 'מחיר', 'סכום'];
    const body = `<div class="page p1">${head(1)}
<div>לקוח: ${customer} · ח.פ. ${ltr(custId)} · מס׳ לקוח ${ltr(custNo)}</div>
<div>אספקות ${heMonth(from)} (${ltr(f(from))} - ${ltr(f(to))}) · תנאים: שוטף + 60 · לתשלום עד ${ltr(f(plus(lastOfMonth(date), 60)))}</div>
${items(cols, rows.slice(0, 15).map(line))}${row('סה"כ להעברה', ltr(amount(p1)), 'b')}${foot}</div>
<div class="page">${head(2)}${row('הועבר מדף 1', ltr(amount(p1)))}
${items(cols, rows.slice(15).map(line))}
${row('סה"כ פריטים', ltr(amount(goods)))}${row('הנחת לקוח 3%', ltr(`-${amount(disc)}`))}${row('הובלה', ltr(amount(freight)))}
${row('סה"כ לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${rate}%`, ltr(amount(vat)))}${row('סה"כ לתשלום ₪', ltr(amount(gross)), 'b big')}
<div class="sm">העברה בנקאית: בנק הפועלים, סניף ${rng.int(500, 699)}, חשבון ${ltr(rng.digits(6))}</div>${foot}</div>`;
    const page = 'A4';
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Sans'" : "'David CLM'"};font-size:11.5px}.page{height:296mm;box-sizing:border-box;padding:12mm;overflow:hidden;position:relative}.p1{page-break-after:always}
.hd{display:flex;justify-content:space-between;border-bottom:2px solid #333;margin-bottom:6px}.brand{font-size:24px;font-weight:bold}.big{font-size:1.2em}.foot{position:absolute;bottom:10mm;left:12mm;right:12mm;border-top:1px solid #999;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
