import { amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, share } from '../../generalisation/notation';
import { add, dated, lr, taxIn, vid } from './extra';

const ID = 'he-thai-restaurant-bill';
const PLACES = [
  { brand: 'BANGKOK STREET', thai: 'กรุงเทพ', legal: 'בנגקוק סטריט מסעדות בע"מ', company: true, label: 'ח.פ.', addr: "רח' אבן גבירול 88, תל אביב" },
  { brand: 'סיאם', thai: 'สยาม', legal: 'נוי קפלן', company: false, label: 'ע.מ.', addr: 'מרכז הכרמל, חיפה' },
  { brand: 'TOM YUM', thai: 'ต้มยำ', legal: 'טום יאם הפקות קולינריות בע"מ', company: true, label: 'ח"פ', addr: 'קניון עזריאלי, מודיעין' },
];
const DISHES: [string, number, number][] = [
  ['ספרינג רולס (4)', 3200, 4200],
  ['סלט פפאיה ירוקה', 3800, 4800],
  ['מרק טום יאם', 3900, 5200],
  ['פאד תאי עוף', 5800, 7200],
  ['פאד סי איו בקר', 6200, 7800],
  ['קארי ירוק', 6400, 7900],
  ['קארי מסמן', 6600, 8200],
  ['אורז מוקפץ אננס', 5400, 6800],
  ['אורז יסמין', 1200, 1800],
  ['מנגו סטיקי רייס', 3400, 4400],
  ['תה תאילנדי קר', 1800, 2400],
  ['בירה סינגה', 3200, 3800],
  ['לימונדה לימונית', 1800, 2200],
];

/** A Thai restaurant's bill on a narrow check (95 mm): table, diners, waiter, a check number beside the tax invoice's, a service charge in percent, VAT contained, a split among diners. */
export const heThaiRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng: Rng) {
    const { date } = dated(ID, rng);
    const p = rng.pick(PLACES);
    const id = vid(p.legal, p.company);
    const rate = israeliRate(date);
    const diners = rng.int(2, 6);
    const items = rng.some(DISHES, rng.int(4, 8)).map(([name, lo, hi]) => ({ name, q: rng.int(1, Math.min(3, diners)), u: Math.round(rng.int(lo, hi) / 100) * 100 }));
    const food = add(items.map((i) => i.q * i.u));
    const pct = rng.pick([10, 12, 15]);
    const service = share(food, pct);
    const total = food + service;
    const vat = taxIn(total, rate);
    const docNo = rng.pick([
      () => String(rng.int(50000, 69999)),
      () => `${rng.int(1, 3)}-${rng.int(10000, 19999)}`,
      () => `TH/${date.slice(0, 4)}/${String(rng.int(1, 9999)).padStart(4, '0')}`,
    ])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'd/m/yyyy'] as const);
    const font = rng.pick(["'Simple CLM'", "'Noto Sans Hebrew'", "'Hadasim CLM'"]);
    const accent = rng.pick(['#b5121b', '#1e6b3a', '#7a4b00']);
    const check = rng.int(100, 999);
    const r = (a: string, b: string, c = '') => `<div class="r ${c}"><span>${a}</span><span>${b}</span></div>`;
    const split = Math.floor(total / diners);
    const body = `<div class="band"><div class="th">${p.thai}</div><div class="nm">${esc(p.brand)}</div><div class="sub">מטבח תאילנדי</div></div>
<div class="c">${p.brand !== p.legal ? esc(p.legal) + ' · ' : ''}${p.label} ${lr(p.company && rng.chance(0.5) ? hyphenId(id) : id)}</div><div class="c sm">${esc(p.addr)} · ${lr(`0${rng.pick([3, 4, 8])}-${rng.int(6000000, 6999999)}`)}</div>
<div class="grid"><span>שולחן ${rng.int(1, 40)}</span><span>סועדים ${diners}</span><span>מלצר/ית ${rng.pick(['עדי', 'תום', 'נועה', 'אלכס'])}</span><span>צ'ק ${check}</span></div>
<div class="doc">חשבונית מס / קבלה מס' ${lr(docNo)}</div>
<div class="grid"><span>תאריך ${lr(dt(date, fmt))}</span><span>שעת פתיחה ${lr(`${rng.int(12, 21)}:${rng.pick(['05', '18', '32', '47'])}`)}</span></div>
<table><tr><th>פריט</th><th>כמות</th><th>סכום</th></tr>${items.map((i) => `<tr><td>${esc(i.name)}</td><td>${i.q}</td><td>${amount(i.q * i.u)}</td></tr>`).join('')}</table>
<div class="rule"></div>${r('סה"כ מזון ומשקאות', amount(food))}${r(`דמי שירות ${pct}%`, amount(service))}
<div class="rule"></div>${r('סה"כ לתשלום ₪', amount(total), 'big')}${r(`מזה מע"מ (${rate}%)`, amount(vat))}
<div class="rule"></div>${r(`פיצול ל-${diners} סועדים`, lr(`${diners} x ${amount(split)}`))}${r('שולם באשראי', amount(total))}${r('4 ספרות אחרונות', lr(rng.digits(4)))}
<div class="c sm foot">דמי השירות מועברים לצוות המטבח והמלצרים<br>תודה, ขอบคุณ · נשמח לראותכם שוב</div>`;
    const css = `body{font-family:${font},'Noto Sans Thai',sans-serif;font-size:11.5px;width:85mm;padding:4mm 5mm;color:#111}
.band{background:${accent};color:#fff;text-align:center;padding:2mm;border-radius:2mm}.th{font-family:'Noto Looped Thai','Noto Sans Thai';font-size:14px}.nm{font-size:20px;font-weight:bold;letter-spacing:1px}.sub{font-size:10px}
.c{text-align:center}.sm{font-size:9.5px}.grid{display:flex;justify-content:space-between;margin:1mm 0}.doc{margin:2mm 0;font-weight:bold;text-align:center;border:1px solid ${accent};padding:1mm}
table{width:100%;border-collapse:collapse}th{border-bottom:1px solid #000;text-align:right}td:nth-child(n+2),th:nth-child(n+2){text-align:left}
.r{display:flex;justify-content:space-between}.big{font-size:15px;font-weight:bold}.rule{border-top:1px solid ${accent};margin:1.5mm 0}.foot{margin-top:3mm}`;
    const page = '95mm 210mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: p.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
