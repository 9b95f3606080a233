import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, heDay } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatOn } from './extra';

const ID = 'he-puppeteer-show-invoice';

const SHOWS = ['הדובי שאיבד את הכפתור', 'חגיגה בגן החיות', 'הנסיכה והדרקון הביישן', 'מסע הטיפה הקטנה', 'המלך שלא ידע לצחוק', 'כובע הקסמים של סבתא'];

/** Clients: name, place. */
const CLIENTS: [string, string][] = [
  ['מתנ"ס נווה שאנן', 'חיפה'],
  ['עיריית רחובות - מחלקת תרבות', 'רחובות'],
  ['ספריית בית אריאלה - אגף ילדים', 'תל אביב-יפו'],
  ['רשת גני ילדים "פרפר נחמד"', 'ראשון לציון'],
  ['המועצה האזורית עמק יזרעאל', 'עמק יזרעאל'],
  ['מרכז קהילתי גילה', 'ירושלים'],
];

/**
 * A puppeteer's tax invoice (the licensed dealer's own name, her theatre's name as a brand), A4
 * letterhead (David CLM): the show, its date, place and audience as distractors, a second show the
 * same day at a lower fee, travel by kilometres, sometimes a puppet-making workshop per child and a
 * sound system, VAT added, the client's purchase order and payment terms.
 */
export const hePuppeteerShowInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: d0 } = next(ID, rng, undefined, [3, 28]);
    const date = avoid(d0, [5, 6]);
    const rate = israeliRate(date);
    const show = rng.pick(SHOWS);
    const [client, place] = rng.pick(CLIENTS);
    const showDay = avoid(plus(date, -rng.int(2, 20)), [6]);
    const fee = rng.int(18, 32) * 10000;
    const lines: [string, string, number, number][] = [[`הצגת בובות "${show}" (${ltr('45')} דקות)`, '1', fee, fee]];
    if (rng.chance(0.5)) {
      const second = Math.round((fee * 6) / 1000) * 100;
      lines.push(['הצגה נוספת באותו יום ובאותו מקום', '1', second, second]);
    }
    if (rng.chance(0.45)) {
      const kids = rng.int(12, 30);
      const per = rng.int(35, 55) * 100;
      lines.push(['סדנת הכנת בובות גרב (לילד)', String(kids), per, kids * per]);
    }
    if (rng.chance(0.4)) lines.push(['מערכת הגברה ותאורת במה', '1', 45000, 45000]);
    const km = rng.int(20, 160);
    lines.push([`נסיעות הלוך ושוב (${ltr(String(km * 2))} ק"מ)`, String(km * 2), 200, km * 2 * 200]);
    const net = total(lines.map((l) => l[3]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const dealer = 'אורית שטיינברג';
    const taxId = idOf(dealer, false);
    const doc = `${date.slice(2, 4)}-${String(rng.int(40, 260)).padStart(4, '0')}`;
    const po = String(rng.int(4500000, 4599999));
    const body = `<div class="lh"><div class="brand">תיאטרון הבובות של אורית</div><div>${dealer} · עוסק מורשה ${ltr(taxId)}</div><div class="sm">רחוב הכרמל ${ltr(String(rng.int(3, 40)))}, זכרון יעקב · ${ltr(cellular(rng))}</div></div>
<h1>חשבונית מס מספר ${ltr(doc)}</h1>
<div class="meta">${pairs(
      [
        ['תאריך', ltr(dt(date, 'dd/mm/yyyy'))],
        ['לכבוד', client],
        ['הזמנת רכש', ltr(po)],
        ['מועד ההצגה', `${heDay(showDay)}, ${ltr(dt(showDay, 'dd/mm/yyyy'))}`],
        ['מקום', place],
        ['קהל', `כ-${ltr(String(rng.int(40, 220)))} ילדים ומלווים`],
      ],
      2,
    )}</div>
${items(
  ['תיאור', 'כמות', 'מחיר', 'סה"כ'],
  lines.map(([n, q, u, s]) => [n, ltr(q), ltr(amount(u)), ltr(amount(s))]),
)}
<div class="sum">${row('סה"כ לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row('סה"כ לתשלום', ltr(`${amount(gross)} ש"ח`), 'b big')}</div>
<div class="terms">תנאי תשלום: שוטף + ${ltr('30')} מתאריך החשבונית. העברה בנקאית לחשבון ${ltr(`12-${rng.int(600, 799)}-${rng.digits(6)}`)} על שם ${dealer}.</div>
<div class="sig">תודה שהזמנתם אותנו! ההצגה הבאה כבר בדרך.</div>`;
    const css = `${baseCss}
body{font-family:'David CLM','DejaVu Serif';font-size:14px;padding:16mm 18mm}.lh{text-align:center;border-bottom:2px dotted #8a2d3b;padding-bottom:8px}.brand{font-size:28px;font-weight:bold;color:#8a2d3b}
h1{font-size:20px;margin:14px 0 8px}.meta{margin-bottom:6px}.sum{width:40%;margin:10px auto 10px 0}.big{font-size:1.15em}.terms{margin-top:16px}.sig{margin-top:26px;font-style:italic}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: dealer, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
