import { addDays, amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, D, dt, hyphenId, mul, personalId, plate } from '../../generalisation/notation';
import { add, allocation, dated, officeDay, taxOn, vid } from './extra';

const ID = 'he-septic-pumping-invoice';

const VENDORS = [
  {
    head: ['שאיבות העמק בע"מ', 'שאיבת בורות ספיגה, מפרידי שומן וקווי ביוב'],
    legal: 'שאיבות העמק בע"מ',
    company: true,
    label: 'ח.פ.',
    style: 'dd/mm/yyyy' as D,
    num: (k: number) => `${k}`,
    digits: [100000, 999999],
  },
  {
    head: ['סאלח חורי', 'שאיבת בורות ספיגה וביוב'],
    legal: 'סאלח חורי',
    company: false,
    label: 'עוסק מורשה',
    style: 'dd-mm-yyyy' as const,
    num: (k: number) => `0${k}`,
    digits: [1000, 9999],
  },
];

const CUSTOMERS: [string, boolean][] = [
  ['מושב נטועים אגודה שיתופית', false],
  ['מחלבת הגליל העליון בע"מ', true],
  ['גן אירועים בוסתן הזיתים בע"מ', true],
  ['משפחת עבאס', false],
];

export const heSepticPumpingInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const fmt = (iso: string) => (v.style === 'dd-mm-yyyy' ? iso.split('-').reverse().join('-') : dt(iso, v.style));
    const [customer, isCompany] = rng.pick(CUSTOMERS);
    const custId = isCompany ? `ח.פ. ${vid(customer, true)}` : customer.startsWith('משפחת') ? `ת.ז. ${personalId(rng)}` : `מס' אגודה ${rng.int(570000000, 579999999)}`;
    const work = addDays(date, -rng.int(1, 6));
    const cubic = rng.int(12, 60) / 2;
    const perCubic = rng.int(38, 65) * 100;
    const rows: [string, string, number][] = [[`שאיבת בור ספיגה`, `${cubic.toFixed(1)} מ"ק × ${amount(perCubic)}`, mul(cubic, perCubic)]];
    rows.push(['יציאת משאבית ונסיעה', '1', rng.int(25, 45) * 1000]);
    if (rng.chance(0.5)) {
      const h = rng.int(2, 6) / 2;
      rows.push(["פתיחת סתימה בלחץ מים (ג'טר)", `${h.toFixed(1)} שעות × ${amount(42000)}`, mul(h, 42000)]);
    }
    if (rng.chance(0.5)) rows.push(['צילום קו ביוב במצלמה + דו"ח', '1', 65000]);
    rows.push(['פינוי לאתר מורשה — אגרת קליטה', `${cubic.toFixed(1)} מ"ק × ${amount(900)}`, mul(cubic, 900)]);
    const net = add(rows.map((r) => r[2]));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const alloc = isCompany ? allocation(rng, date, net) : '';
    const body = `<div class="lh"><div class="name">${esc(v.head[0])}</div><div>${esc(v.head[1])}</div><div class="sm">${v.label} ${n === 3 ? hyphenId(id) : id} · נייד ${cellular(rng)} · משאבית מס' רישוי ${plate(rng)}</div></div>
<div class="title">חשבונית מס מס' ${number}</div>
<div class="grid">
<div><span>תאריך:</span> <b>${fmt(date)}</b></div>
<div><span>תאריך ביצוע העבודה:</span> ${fmt(work)}</div>
<div><span>לכבוד:</span> ${esc(customer)} · ${custId}</div>
<div><span>כתובת העבודה:</span> ${esc(rng.pick(['משק 14', 'אזור התעשייה, מבנה 3', 'דרך הכרמים 5', 'שכונת הזיתים']))}</div>
<div><span>תעודת עבודה:</span> ${rng.int(30000, 39999)}</div>
<div><span>לתשלום עד:</span> ${fmt(addDays(date, 30))}</div>
</div>
<table><tr><th>תיאור העבודה</th><th>כמות</th><th>סכום</th></tr>${rows.map((r) => `<tr><td>${esc(r[0])}</td><td>${r[1]}</td><td class="n">${amount(r[2])}</td></tr>`).join('')}</table>
<div class="sum">
<div class="pr"><span>סה"כ לפני מע"מ</span><span>${amount(net)}</span></div>
<div class="pr"><span>מע"מ ${rate}%</span><span>${amount(tax)}</span></div>
<div class="pr big"><span>סה"כ לתשלום</span><span>${amount(total)} ש"ח</span></div>
</div>
${alloc ? `<div class="sm">מספר הקצאה: ${alloc}</div>` : ''}
<div class="sm">התשלום בהעברה בנקאית או בהמחאה לפקודת ${esc(v.legal)}. הפינוי בוצע לאתר מאושר על ידי המשרד להגנת הסביבה.</div>`;
    const css = `body{font-family:'Noto Sans Hebrew','Simple CLM',sans-serif;font-size:12px;padding:15mm}.lh{border-bottom:4px solid #5a5a1e;padding-bottom:6px}.name{font-family:'Frank Ruehl CLM','David CLM',serif;font-size:28px;font-weight:bold;color:#5a5a1e}.sm{font-size:10px;color:#333}.title{font-size:19px;font-weight:bold;margin:14px 0 8px}.grid{display:grid;grid-template-columns:1fr 1fr;gap:4px 20px;border:1px solid #5a5a1e;padding:8px}.grid span{color:#5a5a1e}table{width:100%;border-collapse:collapse;margin-top:14px}th{background:#e8e8cc;text-align:right;padding:5px;border:1px solid #5a5a1e}td{padding:5px;border:1px solid #cfcfb0}.n{text-align:left}.sum{width:45%;margin:14px auto 10px 0}.pr{display:flex;justify-content:space-between;padding:2px 0}.big{font-weight:bold;font-size:15px;background:#5a5a1e;color:#fff;padding:4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
