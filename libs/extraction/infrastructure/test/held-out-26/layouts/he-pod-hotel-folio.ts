import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, heDay, hyphenId } from '../../generalisation/notation';
import { add, dated, lr, taxIn, vid } from './extra';

const ID = 'he-pod-hotel-folio';
const HOTELS = [
  { brand: 'POD TLV', legal: 'קפסולה לינה עירונית בע"מ', company: true, label: 'ח.פ.', addr: "רח' לבונטין 7, תל אביב", color: '#ff6a13' },
  { brand: 'SLEEPBOX', legal: 'תא שינה מלונות עירוניים בע"מ', company: true, label: 'ח"פ', addr: "רח' יפו 150, ירושלים", color: '#1d3557' },
  { brand: 'הכוורת', legal: 'רותם גלעד', company: false, label: 'עוסק מורשה', addr: "רח' הנמל 22, חיפה", color: '#c99a00' },
];
const PODS: [string, number][] = [
  ['קפסולה יחיד', 17900],
  ['קפסולה זוגית', 26900],
  ['קפסולת פרימיום עם חלון', 31900],
];
const EXTRAS: [string, number][] = [
  ['ארוחת בוקר', 5500],
  ['לוקר גדול ליום', 2000],
  ['מגבת וערכת רחצה', 1500],
  ['יציאה מאוחרת 14:00', 6000],
  ['אסימון כביסה', 1800],
  ['כניסה לחלל עבודה (יום)', 4500],
  ['בירה מהמקרר', 2400],
];

/** A capsule (pod) hotel's guest bill and tax invoice-receipt on A4 with a coloured side bar: booking and pod numbers, arrival and departure, a dated row a night, extras, a deposit taken at booking and the card at departure, VAT contained. */
export const hePodHotelFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng: Rng) {
    const { date } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const h = rng.pick(HOTELS);
    const id = vid(h.legal, h.company);
    const rate = israeliRate(date);
    const nights = rng.int(1, 4);
    const arrive = addDays(date, -nights);
    const [podName, podRate] = rng.pick(PODS);
    const rows: { d: string; what: string; sum: number }[] = [];
    for (let i = 0; i < nights; i++) rows.push({ d: addDays(arrive, i), what: `לינה – ${podName}`, sum: podRate });
    for (const [what, u] of rng.some(EXTRAS, rng.int(1, 4))) rows.push({ d: addDays(arrive, rng.int(0, nights)), what, sum: u * rng.int(1, 2) });
    rows.sort((a, b) => a.d.localeCompare(b.d));
    const total = add(rows.map((r) => r.sum));
    const vat = taxIn(total, rate);
    const deposit = rng.pick([10000, 15000, podRate]);
    const depositDay = addDays(arrive, -rng.int(9, 45));
    const docNo = rng.pick([
      () => `PH-${rng.int(10000, 19999)}`,
      () => String(rng.int(7000000, 7099999)),
      () => `${date.slice(0, 4)}-${String(rng.int(1, 2999)).padStart(4, '0')}`,
    ])();
    const fmt = rng.pick(['dd/mm/yyyy', 'yyyy-mm-dd', 'he'] as const);
    const font = rng.pick(["'Noto Sans Hebrew'", "'Nachlieli CLM'", "'FreeSans'"]);
    const booking = `${rng.pick(['BK', 'WEB', 'OTA'])}${rng.digits(9)}`;
    const pod = `${rng.pick(['A', 'B', 'C'])}-${rng.int(1, 48)}`;
    const body = `<div class="side"><div class="bn">${esc(h.brand)}</div><div class="tag">מלון קפסולות</div><div class="sb">${esc(h.addr)}<br>${lr(`0${rng.pick([3, 2, 4])}-${rng.int(5000000, 7999999)}`)}<br>${lr('hello@' + (h.brand === 'הכוורת' ? 'hakaveret' : h.brand.toLowerCase().replace(/\s/g, '')) + '.co.il')}</div></div>
<div class="main"><div class="hdr"><div><div class="legal">${esc(h.legal)}</div><div>${h.label} ${lr(h.company && rng.chance(0.5) ? hyphenId(id) : id)}</div></div>
<div class="box"><div class="bt">חשבונית מס / קבלה</div>מספר: ${lr(docNo)}<br>תאריך: ${fmt === 'he' ? dt(date, fmt) : lr(dt(date, fmt))}<br><span class="sm">מקור</span></div></div>
<table class="facts"><tr><td>אורח/ת</td><td>${rng.pick(['שירה לוי', 'עומר חדד', 'דניאל פרץ', 'יעל כרמי', 'איתי שגב'])} · ${lr(cellular(rng))}</td><td>מס' הזמנה</td><td>${lr(booking)}</td></tr>
<tr><td>הגעה</td><td>${heDay(arrive)}, ${lr(dt(arrive, 'dd/mm/yyyy'))} 15:00</td><td>קפסולה</td><td>${lr(pod)}</td></tr>
<tr><td>עזיבה</td><td>${heDay(date)}, ${lr(dt(date, 'dd/mm/yyyy'))} 11:00</td><td>לילות</td><td>${nights}</td></tr></table>
<table class="fo"><tr><th>תאריך</th><th>פירוט</th><th>חיוב ₪</th><th>זיכוי ₪</th></tr>
<tr><td>${lr(dt(depositDay, 'dd/mm/yy'))}</td><td>מקדמה בהזמנה – אשראי</td><td></td><td>${amount(deposit)}</td></tr>
${rows.map((r) => `<tr><td>${lr(dt(r.d, 'dd/mm/yy'))}</td><td>${esc(r.what)}</td><td>${amount(r.sum)}</td><td></td></tr>`).join('')}
<tr><td>${lr(dt(date, 'dd/mm/yy'))}</td><td>תשלום בעזיבה – אשראי ${lr('****' + rng.digits(4))}</td><td></td><td>${amount(total - deposit)}</td></tr></table>
<table class="sum"><tr><td>סה"כ חיובים (כולל מע"מ)</td><td>${amount(total)}</td></tr><tr><td>מזה מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr><td>סה"כ תשלומים</td><td>${amount(total)}</td></tr><tr class="g"><td>יתרה לתשלום</td><td>0.00</td></tr></table>
<p class="sm">שעת עזיבה 11:00. פיקדון על כרטיס מפתח (${amount(5000)}) הוחזר בעזיבה. שמירת חפצים עד 3 ימים.</p></div>`;
    const css = `body{font-family:${font},sans-serif;font-size:11px;margin:0;display:flex;min-height:297mm;color:#222}
.side{width:40mm;background:${h.color};color:#fff;padding:14mm 5mm;box-sizing:border-box}.bn{font-family:'URW Gothic','Aharoni CLM';font-size:24px;font-weight:bold}.tag{margin:2mm 0 8mm}.sb{font-size:9.5px;line-height:1.6}
.main{flex:1;padding:14mm 12mm}.hdr{display:flex;justify-content:space-between;align-items:flex-start}.legal{font-size:17px;font-weight:bold}.box{border:2px solid ${h.color};padding:2mm 4mm;line-height:1.6;min-width:55mm}.bt{font-weight:bold;font-size:14px}
table{border-collapse:collapse;width:100%}.facts{margin:6mm 0}.facts td{padding:1.2mm 2mm;border-bottom:1px solid #ddd}.facts td:nth-child(odd){color:#666;width:20mm}
.fo th{border-bottom:2px solid ${h.color};text-align:right;padding:1.5mm}.fo td{padding:1.5mm;border-bottom:1px dotted #bbb}.fo td:nth-child(n+3){text-align:left}
.sum{width:80mm;margin:5mm auto 0 0}.sum td{padding:1.2mm}.sum td:last-child{text-align:left}.g td{font-weight:bold;border-top:2px solid #000;font-size:13px}.sm{font-size:9px;color:#555}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: h.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
