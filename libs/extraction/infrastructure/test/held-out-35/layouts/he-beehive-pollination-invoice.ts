import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { D, dt } from '../../generalisation/notation';
import { add, allocation, dated, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-beehive-pollination-invoice';

const VENDORS = [
  {
    brand: 'דבורי העמק',
    legal: 'דבורי העמק האבקה ודבש בע"מ',
    company: true,
    label: 'ח.פ.',
    style: 'dd/mm/yyyy' as D,
    dateLabel: 'תאריך:',
    num: (k: number) => `${k}`,
    digits: [10000, 99999],
    color: '#b7791f',
    font: "'Simple CLM','Noto Sans Hebrew',sans-serif",
  },
  {
    brand: 'כוורות הגליל',
    legal: 'יעקב מזרחי',
    company: false,
    label: 'עוסק מורשה',
    style: 'he' as D,
    dateLabel: 'הופקה ביום',
    num: (k: number) => `KG-${k}`,
    digits: [1000, 9999],
    color: '#4d7c0f',
    font: "'David CLM','Noto Serif Hebrew',serif",
  },
];

const CROPS: [string, number[]][] = [
  ['שקדים', [1, 2]],
  ['אבוקדו', [3, 4]],
  ['תפוחים', [3, 4]],
  ['דובדבנים', [4]],
  ['אבטיח', [5, 6]],
  ['חמניות', [6, 7]],
  ['אגסים', [3, 4]],
];
const CLIENTS = ['משק גולן מטעים אגודה שיתופית חקלאית בע"מ', 'פרי הגליל העליון בע"מ', 'מטעי רמת הנדיב בע"מ', 'גידולי השרון שותפות חקלאית בע"מ'];

export const heBeehivePollinationInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const [crop, months] = rng.pick(CROPS);
    const { n, date: d0 } = dated(ID, rng, months);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const client = rng.pick(CLIENTS);
    const clientId = taxId(rng, true);
    const hives = rng.int(4, 40) * 10;
    const perHive = rng.pick([14500, 16000, 17500, 19000]);
    const placed = shift(date, -rng.int(20, 45));
    const collected = shift(date, -rng.int(1, 6));
    const rows: [string, string, number][] = [[`השכרת כוורות להאבקת ${crop} — עונה`, `${hives} x ${amount(perHive)}`, hives * perHive]];
    const trips = Math.ceil(hives / 120) * 2;
    rows.push(['הובלה (הצבה ואיסוף)', `${trips} נסיעות x ${amount(85000)}`, trips * 85000]);
    if (rng.chance(0.5)) {
      const strong = Math.round(hives * 0.3);
      rows.push(['תוספת כוורות חזקות (10 מסגרות)', `${strong} x ${amount(2500)}`, strong * 2500]);
    }
    if (rng.chance(0.4)) {
      const weak = rng.int(3, 12);
      rows.push(['זיכוי כוורות חלשות שנמצאו בבדיקה', `${weak} x ${amount(perHive)}`, -weak * perHive]);
    }
    rows.push(['דמי בדיקת חוזק מושבות ודו"ח', '1', 45000]);
    const net = add(rows.map((r) => r[2]));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const alloc = allocation(rng, date, net);
    const plot = `${rng.pick(['חלקה', 'מטע'])} ${rng.int(3, 48)} — ${rng.pick(['עמק החולה', 'רמת הגולן', 'עמק יזרעאל', 'שפלת יהודה'])}`;
    const contract = `${rng.pick(['HS', 'ח"ה'])}/${rng.int(100, 999)}`;
    const vendorHead = `<div class="vh"><div class="brand">⬡ ${esc(v.brand)}</div><div class="b">${esc(v.legal)}</div><div>${v.label} ${id}</div><div>${n % 2 === 0 ? "מושב בית שערים, ד.נ. העמקים · טל' " + lr('04-9530418') : "רח' הכרמים 7, ראש פינה · נייד " + lr('050-3318822')}</div></div>`;
    const doc = `<div class="doc"><div class="tt">חשבונית מס</div><div>מס' <b>${lr(number)}</b></div><div>${v.dateLabel} <bdi>${dt(date, v.style)}</bdi></div><div class="sm">מקור</div></div>`;
    const main = `<div class="cust"><div><b>לכבוד:</b> ${esc(client)}</div><div>ח.פ. ${clientId} · מס' לקוח ${rng.int(100, 999)}</div><div>הסכם האבקה ${lr(contract)} · ${esc(plot)}</div><div>הצבת כוורות: ${dt(placed, 'dd/mm/yyyy')} · איסוף: ${dt(collected, 'dd/mm/yyyy')}</div></div>
<table class="items"><tr><th>#</th><th>תיאור</th><th>כמות x מחיר</th><th>סכום</th></tr>${rows
      .map((r, i) => `<tr><td>${i + 1}</td><td>${esc(r[0])}</td><td>${lr(r[1])}</td><td>${r[2] < 0 ? lr(`-${amount(-r[2])}`) : amount(r[2])}</td></tr>`)
      .join('')}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(tax)}</td></tr><tr class="big"><td>סה"כ לתשלום ש"ח</td><td>${amount(total)}</td></tr></table>
${alloc ? `<div>מספר הקצאה: ${alloc}</div>` : ''}
<div class="sm">תנאי תשלום: שוטף + ${rng.pick([45, 60])}. נא לשלם בהעברה לבנק הפועלים סניף ${rng.int(500, 799)} חשבון ${rng.digits(6)}. אין לרסס את המטע בזמן שהכוורות מוצבות.</div>`;
    const body =
      n % 2 === 0
        ? `<div class="pg"><header>${vendorHead}${doc}</header>${main}<footer>דבש, נחילים והאבקה מאז 1987 · www.dvorey-haemek.co.il</footer></div>`
        : `<div class="pg side"><aside>${vendorHead}<div class="sm" style="margin-top:8mm">השכרת כוורות להאבקה · דבש גולמי · לכידת נחילים</div></aside><main>${doc}${main}</main></div>`;
    const css = `body{font-family:${v.font};font-size:12px;color:#222}bdi{white-space:nowrap}.pg{width:210mm;height:296mm;box-sizing:border-box;padding:13mm;position:relative}header{display:flex;justify-content:space-between;border-bottom:4px double ${v.color};padding-bottom:4mm}.side{display:flex;gap:7mm}.side aside{width:52mm;border-left:3px solid ${v.color};padding-left:4mm;line-height:1.7}.side main{flex:1}.brand{font-size:24px;font-weight:bold;color:${v.color}}.b{font-weight:bold}.doc{text-align:left}.tt{font-size:20px;font-weight:bold;color:${v.color}}.sm{font-size:10px;color:#555}.cust{margin:6mm 0;line-height:1.6;background:#fbf6e9;padding:3mm}.items{width:100%;border-collapse:collapse}.items th{border-bottom:2px solid ${v.color};text-align:right;padding:4px}.items td{border-bottom:1px solid #ddd;padding:5px 4px}.items td:nth-child(n+3){text-align:left}.tot{width:55%;margin:5mm auto 4mm 0}.tot td{padding:3px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:15px;border-top:2px solid ${v.color}}footer{position:absolute;bottom:10mm;left:13mm;right:13mm;text-align:center;font-size:10px;color:#666}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
