import { addDays, amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-greenhouse-plastics-two-page';
const GOODS: [string, string, number][] = [
  ['יריעת פוליאתילן 200 מיקרון', 'מ"ר', 420],
  ['רשת צל 50%', 'מ"ר', 380],
  ['רשת נגד חרקים 50 מש', 'מ"ר', 610],
  ['פרופיל נעילה אלומיניום', 'מ"א', 1250],
  ['קפיץ נעילה מגולוון', 'מ"א', 390],
  ['סרט תיקון ליריעות', 'גליל', 4800],
  ['חבל קשירה לעגבניות', 'גליל', 6900],
  ['קליפס לצמחים (1000)', 'אריזה', 8500],
  ['טפטפת 2 ל"ש', 'יח׳', 35],
  ['צינור 16 מ"מ', 'מ"א', 160],
  ['כיסוי קרקע שחור', 'מ"ר', 290],
  ['מגש שתילים 104 תאים', 'יח׳', 720],
];

/** Greenhouse plastics supplier's monthly collective invoice over two A4 pages. */
export const heGreenhousePlasticsTwoPage: Layout = {
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
    const count = rng.int(28, 32);
    const rows = Array.from({ length: count }, (_, i) => {
      const [name, unit, price] = rng.pick(GOODS);
      const qty = unit === 'מ"ר' || unit === 'מ"א' || unit === 'יח׳' ? rng.int(20, 600) : rng.int(1, 12);
      const day = addDays(from, Math.floor((i * 27) / count));
      return { i: i + 1, note: `${rng.pick(['TM', 'DN'])}${rng.digits(6)}`, day, name, unit, qty, price, sum: qty * price };
    });
    const p1 = rows.slice(0, 16);
    const p2 = rows.slice(16);
    const goods = total(rows.map((r) => r.sum));
    const carried = total(p1.map((r) => r.sum));
    const disc = Math.round((goods * 4) / 100);
    const freight = rng.pick([0, 18000, 24000]);
    const net = goods - disc + freight;
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'פלסטיקה לחממות הנגב בע"מ' : 'דוד מימון';
    const taxId = idOf(vendorName, co);
    const doc = co ? `GP-${rng.digits(6)}` : `DM-${rng.digits(4)}`;
    const f = co ? 'dd/mm/yyyy' : 'dd.mm.yy';
    const brand = co ? 'חממות הנגב - פלסטיקה' : 'כיסוי ירוק';
    const customer = rng.pick(['משק ברק פלפלים בע"מ', 'אגודה חקלאית מושב עין יהב בע"מ', 'חממות השרון גידולים בע"מ']);
    const custId = taxIdOfCustomer(rng);
    const custNo = notAnId(rng);
    const head = (p: number) =>
      `<div class="hd"><div class="brand">${brand}</div><div><b>חשבונית מס מרכזת מס׳ ${ltr(doc)}</b><br>תאריך: ${ltr(dt(date, f))}<br>דף ${p} מתוך 2</div></div><div class="dbl"></div>`;
    const foot = `<div class="foot">${vendorName} · ${co ? 'ח.פ.' : 'עוסק מורשה'} ${ltr(hyphenId(taxId))} · אזור תעשייה ${co ? 'אופקים' : 'נתיבות'}</div>`;
    const table = (rs: typeof rows) =>
      items(
        ['#', 'תעודת משלוח', 'יום', 'פריט', 'יח׳', 'כמות', 'מחיר', 'סכום'],
        rs.map((r) => [String(r.i), ltr(r.note), ltr(dt(r.day, 'dd/mm')), r.name, r.unit, String(r.qty), amount(r.price), amount(r.sum)]),
      );
    const body = `<div class="page">${head(1)}
<div>לכבוד: <b>${customer}</b> · ח.פ. ${ltr(custId)} · מס׳ לקוח ${ltr(custNo)}</div>
<div>אספקות ${heMonth(from)} (${ltr(dt(from, f))} - ${ltr(dt(to, f))}) · תנאי תשלום: שוטף + 60, לתשלום עד ${ltr(dt(addDays(lastOfMonth(date), 60), f))}</div>
${table(p1)}${row('סה"כ להעברה', amount(carried), 'b')}${foot}</div>
<div class="page">${head(2)}${row('הועבר מדף 1', amount(carried), 'b')}${table(p2)}
<div class="tot">${row('סה"כ פריטים', amount(goods))}${row('הנחת לקוח קבוע 4%', `-${amount(disc)}`)}${row('הובלה במשאית מנוף', amount(freight))}${row('סה"כ לפני מע"מ', amount(net))}${row(`מע"מ ${rate}%`, amount(vat))}${row('סה"כ לתשלום ₪', amount(gross), 'b big')}</div>
<div class="sm">העברה בנקאית: בנק ${rng.pick(['לאומי', 'הבינלאומי', 'יהב'])} סניף ${rng.int(100, 899)} חשבון ${ltr(rng.digits(6))}</div>${foot}</div>`;
    const page = 'A4';
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Sans'" : "'Frank Ruehl CLM'"};font-size:11.5px}
.page{padding:11mm 13mm;height:272mm;box-sizing:border-box;position:relative;page-break-after:always;overflow:hidden}.page:last-child{page-break-after:auto}
.hd{display:flex;justify-content:space-between}.brand{font-size:24px;font-weight:bold}.items td,.items th{padding:2px 3px}
.tot{width:45%;margin-inline-start:auto}.big{font-size:1.2em}.foot{position:absolute;bottom:8mm;left:13mm;right:13mm;border-top:1px solid #888;font-size:10px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
