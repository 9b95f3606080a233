import { addDays, amount, checkDigit, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, landline, share } from '../../generalisation/notation';

const DEALERS = [
  { name: 'אוטו-חלק יבוא ושיווק חלפים בע"מ', addr: "רח' הסדנאות 4, הרצליה", color: '#263238' },
  { name: 'מרכז החלפים הדרומי בע"מ', addr: 'אזור תעשייה עמק שרה, באר שבע', color: '#4a148c' },
  { name: 'גל-רון חלקי רכב (2004) בע"מ', addr: "רח' הפלד 19, חולון", color: '#bf360c' },
];
const PARTS: [string, [number, number]][] = [
  ['רפידות בלם קדמיות', [120, 340]],
  ['דיסק בלם אחורי', [150, 380]],
  ['מסנן שמן', [25, 70]],
  ['מסנן אוויר', [40, 110]],
  ['מסנן מזגן פחם פעיל', [45, 120]],
  ['מצת אירידיום', [35, 90]],
  ['רצועת טיימינג ערכה', [380, 950]],
  ['משאבת מים', [260, 640]],
  ['בולם זעזועים קדמי', [310, 780]],
  ['זרוע הגה תחתונה', [240, 560]],
  ['מגב שמשה 60 ס"מ', [30, 75]],
  ['נורת H7', [18, 45]],
  ['מצבר 74 אמפר', [390, 620]],
  ["שמן מנוע 5W30 4 ל'", [120, 210]],
  ["נוזל קירור 1 ל'", [22, 40]],
  ['חיישן ABS', [140, 390]],
  ['מדחס מזגן', [1300, 2600]],
  ['רדיאטור מים', [520, 1100]],
  ['מצמד ערכה', [780, 1500]],
  ['תרמוסטט', [70, 180]],
];
const MAKES = ['טויוטה', 'יונדאי', 'קיה', 'מאזדה', 'סקודה', 'שברולט'];

/**
 * An auto parts wholesaler's two-page A4 "חשבונית מס" to a garage (Simple CLM or Noto Sans
 * Hebrew): the dealer's name with "מס' עוסק" beside it, the invoice number and date in a box with
 * "דף 1 מתוך 2", the garage and its own valid company number, the garage's order and the delivery
 * note, 30-38 rows of part number, description, car make, quantity, list price, discount % and net
 * amount; "סה"כ לדף זה / מועבר" at the foot of page 1, "מועבר מדף 1" at the head of page 2; the
 * totals on page 2: before VAT, a cash discount on some, VAT and "סה"כ לתשלום"; due date "שוטף + 30".
 */
export const heSparePartsTwoPage: Layout = {
  id: 'he-spare-parts-two-page',
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng: Rng) {
    const d = rng.pick(DEALERS);
    const vendorTaxId = taxId(rng);
    const cb = '51' + rng.digits(6);
    const customerId = cb + checkDigit(cb);
    const date = randomDate(rng, '2023-06-01', '2026-03-27');
    const rate = israeliRate(date);
    const n = rng.int(30, 38);
    const rows = Array.from({ length: n }, () => {
      const [p, r] = rng.pick(PARTS);
      const list = rng.int(r[0], r[1]) * 100;
      const disc = rng.pick([0, 10, 15, 20]);
      const q = rng.int(1, 6);
      return { no: `${rng.pick(['04', '16', '48', '90'])}${rng.digits(3)}-${rng.digits(5)}`, p, make: rng.pick(MAKES), q, list, disc, net: q * (list - share(list, disc)) };
    });
    const first = 25;
    const p1 = rows.slice(0, first);
    const p2 = rows.slice(first);
    const carried = p1.reduce((a, r) => a + r.net, 0);
    const sub = rows.reduce((a, r) => a + r.net, 0);
    const cash = rng.chance(0.4) ? share(sub, 2) : 0;
    const net = sub - cash;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = `${rng.int(60, 89)}${rng.digits(4)}`;
    const font = rng.pick(['Simple CLM', 'Noto Sans Hebrew']);
    const tel = landline(rng);
    const order = `${rng.digits(4)}`;
    const dn = rng.digits(6);
    const head = (pg: number) => `<div class="lh"><div><div class="n">${esc(d.name)}</div><div>${esc(d.addr)} · טל' ${tel} · מס' עוסק ${vendorTaxId}</div></div>
<div class="box"><div class="h">חשבונית מס</div><div>מספר: <b>${docNo}</b></div><div>תאריך: ${dt(date, 'dd/mm/yy')}</div><div>דף ${pg} מתוך 2</div></div></div>`;
    const th = '<tr><th>#</th><th>מק"ט</th><th>תיאור</th><th>יצרן רכב</th><th>כמות</th><th>מחיר מחירון</th><th>הנחה %</th><th>סה"כ נטו</th></tr>';
    const tr = (r: (typeof rows)[number], i: number) =>
      `<tr><td>${i + 1}</td><td dir="ltr">${r.no}</td><td>${esc(r.p)}</td><td>${r.make}</td><td>${r.q}</td><td>${amount(r.list)}</td><td>${r.disc}</td><td>${amount(r.net)}</td></tr>`;
    const page1 = `<div class="page">${head(1)}<div class="cust">לכבוד: ${esc(rng.pick(['מוסך האחים חורי', 'מוסך רמת החייל', "פנצ'ריית ומוסך השרון", 'מרכז שירות יגאל']))} · ח.פ. ${customerId} · הזמנתכם ${order} · תעודת משלוח ${dn} · תנאי תשלום: שוטף + 30 (עד ${dt(addDays(date, 45), 'dd/mm/yy')})</div>
<table class="it">${th}${p1.map(tr).join('')}<tr class="cf"><td colspan="7">סה"כ לדף זה / מועבר</td><td>${amount(carried)}</td></tr></table></div>`;
    const page2 = `<div class="page">${head(2)}<table class="it">${th}<tr class="cf"><td colspan="7">מועבר מדף 1</td><td>${amount(carried)}</td></tr>${p2.map((r, i) => tr(r, i + first)).join('')}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${amount(sub)}</td></tr>${cash ? `<tr><td>הנחת מזומן 2%</td><td>-${amount(cash)}</td></tr><tr><td>סה"כ נטו</td><td>${amount(net)}</td></tr>` : ''}
<tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>סה"כ לתשלום ₪</td><td>${amount(total)}</td></tr></table>
<div class="sm">אחריות על חלפים 12 חודשים או 20,000 ק"מ · החזרת חלקים תוך 14 יום באריזה מקורית בלבד · חתימת מקבל: __________</div></div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:10.5px;color:#000}.page{height:296mm;box-sizing:border-box;padding:10mm 12mm;overflow:hidden}.page+.page{page-break-before:always}
.lh{display:flex;justify-content:space-between;border-bottom:3px solid ${d.color};padding-bottom:2mm}.n{font-size:19px;font-weight:bold;color:${d.color}}.box{border:2px solid ${d.color};padding:1.5mm 4mm;min-width:45mm}.h{font-size:16px;font-weight:bold}
.cust{margin:3mm 0;padding:2mm;background:#f0f0f0}table{border-collapse:collapse;width:100%}.it th{background:${d.color};color:#fff;font-weight:normal;padding:1mm}.it td{border-bottom:1px solid #ccc;padding:0.9mm 1mm;text-align:center}.it td:nth-child(3){text-align:right}.it td:last-child{text-align:left}
.cf td{background:#e4e4e4;font-weight:bold;text-align:right}.cf td:last-child{text-align:left}.tot{width:85mm;margin:5mm auto 5mm 0}.tot td{padding:1mm 2mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:14px;border-top:2px solid #000}.sm{font-size:9.5px}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: page1 + page2 }),
      truth: { vendorName: d.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
