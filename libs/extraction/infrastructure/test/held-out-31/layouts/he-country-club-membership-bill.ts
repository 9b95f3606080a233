import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, firstOfMonth, heMonth, lastOfMonth, notAnId, personalId } from '../../generalisation/notation';
import { add, dated, officeDay, taxOn, vid } from './extra';

const ID = 'he-country-club-membership-bill';

const VENDORS = [
  { brand: 'קאנטרי גני הדר', legal: 'גני הדר ספורט ונופש בע"מ', label: 'ח.פ.', style: 'dd/mm/yyyy' as D, num: (k: number) => `${k}`, font: "'David CLM', serif", color: '#0b6e4f' },
  {
    brand: 'מועדון הברכה',
    legal: 'הברכה מועדוני ספורט בע"מ',
    label: 'ח"פ',
    style: 'dd.mm.yyyy' as D,
    num: (k: number) => `KB-${k}`,
    font: "'Noto Sans Hebrew', sans-serif",
    color: '#1d4e89',
  },
];

const EXTRAS: [string, number][] = [
  ['חוג שחייה לילדים', 22000],
  ['אימון אישי (4 מפגשים)', 48000],
  ['השכרת לוקר שנתי - חלק חודשי', 3500],
  ['חוג טניס', 26000],
  ['כרטיס אורח (2)', 9000],
  ['חניה מקורה', 6000],
  ['סאונה ומרחצאות', 7500],
];

export const heCountryClubMembershipBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = officeDay(`${d0.slice(0, 8)}0${rng.int(1, 4)}`);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, true);
    const rate = israeliRate(date);
    const number = v.num(rng.int(300000, 980000));
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = officeDay(`${date.slice(0, 8)}15`);
    const plan = rng.pick<[string, number]>([
      ['מנוי משפחתי', 59000],
      ['מנוי זוגי', 42000],
      ['מנוי יחיד', 26500],
      ['מנוי גמלאים', 18000],
    ]);
    const rows: [string, number][] = [plan, ...rng.some(EXTRAS, rng.int(1, 3))];
    if (rng.chance(0.4)) rows.push(['הנחת ותק 5%', -Math.round(plan[1] * 0.05)]);
    const net = add(rows.map((r) => r[1]));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const member = notAnId(rng);
    const body = `<div class="page">
<div class="top"><div><div class="brand">${esc(v.brand)}</div><div>${esc(v.legal)} · ${v.label} ${id}</div><div class="small">דרך הפארק ${rng.int(1, 30)}, ${rng.pick(['רעננה', 'מודיעין', 'נס ציונה', 'כפר סבא'])} · טל' 09-${rng.int(7000000, 7999999)}</div></div>
<div class="doc">חשבונית מס<br><span>מס' ${number}</span></div></div>
<div class="boxes">
<div><b>תאריך</b><br>${dt(date, v.style)}</div>
<div><b>מספר חבר</b><br>${member}</div>
<div><b>תקופת החיוב</b><br>${heMonth(from)}<br><span class="small">${dt(from, 'dd/mm/yyyy')} - ${dt(to, 'dd/mm/yyyy')}</span></div>
<div><b>לתשלום עד</b><br>${dt(due, v.style)}</div>
</div>
<div class="to">לכבוד: ${esc(rng.pick(['משפחת אלמוג', 'משפחת זילבר', 'ענבל קורן', 'משפחת נסים']))} · ת.ז. ${personalId(rng)}</div>
<table><tr><th>פירוט</th><th>סכום ₪</th></tr>
${rows.map(([name, c]) => `<tr><td>${esc(name)}</td><td class="n">${amount(c)}</td></tr>`).join('')}
</table>
<div class="sum">
<div class="pr"><span>סה"כ לפני מע"מ</span><span>${amount(net)}</span></div>
<div class="pr"><span>מע"מ ${rate}%</span><span>${amount(tax)}</span></div>
<div class="pr tot"><span>סה"כ לתשלום</span><span>₪ ${amount(total)}</span></div>
</div>
<div class="small">הסכום ייגבה בהוראת קבע בתאריך ${dt(due, 'dd/mm/yyyy')}. ביטול מנוי בהודעה של 30 יום מראש.</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:13px;color:#222}.page{padding:16mm}.top{display:flex;justify-content:space-between;border-bottom:4px solid ${v.color};padding-bottom:6px}.brand{font-size:28px;font-weight:bold;color:${v.color}}.doc{font-size:20px;font-weight:bold;text-align:left}.doc span{font-size:15px}.small{font-size:11px;color:#555}.boxes{display:flex;gap:8px;margin:14px 0}.boxes div{flex:1;border:1px solid ${v.color};padding:6px;border-radius:4px}.to{margin:8px 0}table{width:100%;border-collapse:collapse;margin-top:10px}th{background:${v.color};color:#fff;text-align:right;padding:4px}td{border-bottom:1px solid #ccc;padding:4px}.n{text-align:left}.sum{width:45%;margin-top:12px;margin-right:auto}.pr{display:flex;justify-content:space-between;padding:2px 0}.tot{font-weight:bold;font-size:16px;border-top:2px solid ${v.color}}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
