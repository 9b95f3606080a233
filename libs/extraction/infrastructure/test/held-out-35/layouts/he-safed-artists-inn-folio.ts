import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, D, dt, heDay } from '../../generalisation/notation';
import { add, dated, dow, lr, notSaturday, shift, taxIn, vid } from './extra';

const ID = 'he-safed-artists-inn-folio';

const VENDORS = [
  {
    brand: 'בית האמנים צפת',
    legal: 'אמני הגליל אירוח בע"מ',
    company: true,
    label: 'ח.פ.',
    style: 'dd.mm.yyyy' as D,
    num: (k: number) => `${k}`,
    digits: [70000, 79999],
    color: '#1e3a8a',
    font: "'Hadasim CLM','Noto Sans Hebrew',sans-serif",
  },
  {
    brand: 'חצר הציירים',
    legal: 'נעמה פרידמן',
    company: false,
    label: 'עוסק מורשה',
    style: 'dd/mm/yy' as D,
    num: (k: number) => `${k}`,
    digits: [2000, 2999],
    color: '#7c2d12',
    font: "'Nachlieli CLM','Noto Sans Hebrew',sans-serif",
  },
];

const EXTRAS: [string, number, boolean][] = [
  ['סדנת ציור בגלריה — למשתתף', 18000, true],
  ['סל ארוחת בוקר לחדר', 9500, false],
  ['סיור ברובע האמנים ובבתי הכנסת — למשתתף', 7500, true],
  ['הדפס חתום של אמן הבית', 42000, false],
  ['יציאה מאוחרת עד 15:00', 15000, false],
  ['ארוחת שישי בחצר — למשתתף', 14500, true],
];

export const heSafedArtistsInnFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = notSaturday(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const vat = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const nights = rng.int(1, 4);
    const arrive = shift(date, -nights);
    const guests = rng.int(2, 4);
    const base = rng.pick([64000, 72000, 85000]);
    const stay = Array.from({ length: nights }, (_, i) => {
      const day = shift(arrive, i);
      const weekend = dow(day) === 4 || dow(day) === 5;
      return { day, price: weekend ? base + 18000 : base };
    });
    const extras = rng.some(EXTRAS, rng.int(1, 3)).map(([name, p, per]) => ({ name, p, q: per ? guests : 1 }));
    const total = add(stay.map((s) => s.price)) + add(extras.map((e) => e.q * e.p));
    const tax = taxIn(total, vat);
    const deposit = Math.round((total * 0.3) / 100) * 100;
    const booked = shift(arrive, -rng.int(7, 60));
    const room = rng.pick(['חדר הצייר', 'סוויטת הגג', 'חדר הקשתות', 'חדר הגפן']);
    const folio = n % 2 === 0 ? `F-${rng.int(10000, 99999)}` : `BK${rng.int(100000, 999999)}`;
    const guest = rng.pick(['משפחת לוין', 'רונית ואבי שושן', 'מיכל אהרוני', 'דוד ושרה קליין']);
    const vendorTop = `<div class="brand">${esc(v.brand)}</div>`;
    const table = `<table class="items"><tr><th>תאריך</th><th>פירוט</th><th>כמות</th><th>סכום ₪</th></tr>
${stay.map((s) => `<tr><td>${dt(s.day, 'dd/mm')}</td><td>לינה — ${esc(room)} (${heDay(s.day)})</td><td>1</td><td>${amount(s.price)}</td></tr>`).join('')}
${extras.map((e) => `<tr><td></td><td>${esc(e.name)}</td><td>${e.q}</td><td>${amount(e.q * e.p)}</td></tr>`).join('')}
</table>`;
    const sums = `<table class="tot"><tr class="big"><td>סה"כ לחשבון</td><td>${amount(total)}</td></tr><tr><td>מתוכו מע"מ ${vat}%</td><td>${amount(tax)}</td></tr><tr><td>מקדמה ששולמה ב-${dt(booked, 'dd/mm/yyyy')}</td><td>${lr(`-${amount(deposit)}`)}</td></tr><tr><td>שולם בכרטיס אשראי ${lr(`****${rng.digits(4)}`)} ביציאה</td><td>${lr(`-${amount(total - deposit)}`)}</td></tr><tr><td>יתרה</td><td>0.00</td></tr></table>`;
    const facts = `<table class="facts"><tr><td>תאריך</td><td>${dt(date, v.style)}</td><td>${n % 2 === 0 ? 'חשבון אורח' : 'הזמנה'}</td><td>${lr(folio)}</td></tr>
<tr><td>אורח</td><td>${esc(guest)}</td><td>טלפון</td><td>${lr(cellular(rng))}</td></tr>
<tr><td>הגעה</td><td>${dt(arrive, 'dd/mm/yyyy')} (${heDay(arrive)})</td><td>עזיבה</td><td>${dt(date, 'dd/mm/yyyy')} (${heDay(date)})</td></tr>
<tr><td>לילות</td><td>${nights}</td><td>אורחים</td><td>${guests}</td></tr></table>`;
    const body =
      n % 2 === 0
        ? `<div class="pg">${vendorTop}<div class="c">חדרי אירוח וגלריה ברובע האמנים · צפת</div>
<h1>חשבונית מס / קבלה מס' ${lr(number)}</h1>${facts}${table}${sums}
<footer><b>${esc(v.legal)}</b> · ${v.label} ${id} · רח' יוסף קארו 11, צפת · ${lr('04-6920154')}</footer></div>`
        : `<div class="pg"><div class="top"><div>${vendorTop}<div>${esc(v.legal)}</div><div>חדרי אירוח ברובע האמנים · צפת</div></div><div class="idbox">${v.label}<br><b>${id}</b><br>${lr('052-8877140')}</div></div>
<h1>קבלה / חשבונית מס ${lr(number)}</h1>${facts}${table}${sums}
<footer>שמחנו לארח אתכם · נשמח לביקורת שלכם</footer></div>`;
    const css = `body{font-family:${v.font};font-size:12.5px;color:#202020}.pg{width:210mm;height:296mm;box-sizing:border-box;padding:15mm;position:relative;border:6px solid ${v.color}}.brand{font-family:'Stam Sefarad CLM','Frank Ruehl CLM',serif;font-size:34px;color:${v.color};text-align:center}.c{text-align:center}.top{display:flex;justify-content:space-between;align-items:flex-start}.top .brand{text-align:right}.idbox{border:1px solid ${v.color};padding:3mm;text-align:center}h1{font-size:18px;margin:7mm 0 4mm;color:${v.color}}.facts{width:100%;border-collapse:collapse;margin-bottom:6mm}.facts td{border:1px solid #ccc;padding:4px}.facts td:nth-child(odd){background:#f3f4f6;font-weight:bold;width:18%}.items{width:100%;border-collapse:collapse}.items th{background:${v.color};color:#fff;padding:4px;text-align:right}.items td{border-bottom:1px dotted #999;padding:4px}.items td:nth-child(n+3){text-align:left}.tot{width:60%;margin:6mm auto 0 0}.tot td{padding:3px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:15px;border-bottom:2px solid ${v.color}}footer{position:absolute;bottom:10mm;left:15mm;right:15mm;text-align:center;font-size:11px;border-top:1px solid #aaa;padding-top:2mm}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
