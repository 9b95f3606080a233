import { amount, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, personalId, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, boxes, e, idOf, items, ltr, next, pairs, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-sign-language-interpreter-invoice';

const VENDORS = [
  {
    brand: 'ידיים מדברות',
    legal: 'ידיים מדברות תרגום ונגישות בע"מ',
    company: true,
    color: '#6a1b4d',
    font: "'Nachlieli CLM','Noto Sans Hebrew',sans-serif",
    brandFont: "'Ellinia CLM','Nachlieli CLM',sans-serif",
    num: (rng: Rng, iso: string) => `${iso.slice(0, 4)}/${rng.int(100, 999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
  },
  {
    brand: 'שפה בתנועה',
    legal: 'מיכל אבירם',
    company: false,
    color: '#1f4e79',
    font: "'Liberation Sans','Noto Sans Hebrew',sans-serif",
    brandFont: "'Drugulin CLM','David CLM',serif",
    num: (rng: Rng) => String(rng.int(300, 2999)),
    date: (iso: string) => dt(iso, 'he'),
  },
];

const CLIENTS = ['המכללה האקדמית גליל מערבי', 'עיריית רמת השרון', 'תיאטרון הנגב בע"מ', 'קופת חולים - מחוז מרכז', 'רונית שגיא'];
const EVENTS = ['כנס נגישות שנתי', 'ישיבת מועצה', 'הצגה מונגשת', 'הרצאה פתוחה', 'ועדת קבלה', 'טקס סיום'];

export const heSignLanguageInterpreterInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const d = next(ID, rng);
    const date = avoid(d.date, [5, 6]);
    const v = VENDORS[d.n % 2];
    const id = idOf(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng, date);
    const eventDay = plus(date, -rng.int(2, 12));
    const hours = rng.int(2, 7);
    const hourly = rng.pick([22000, 24000, 26000, 28000]);
    const second = rng.chance(0.5);
    const lines: [string, number, number][] = [
      [`תרגום לשפת הסימנים - ${rng.pick(EVENTS)}`, hours, hourly],
      ...(second ? ([['מתורגמן/ית שני/ה (החלפה כל 40 דקות)', hours, hourly]] as [string, number, number][]) : []),
      ['נסיעות (ק"מ)', rng.int(20, 140), 180],
      ...(rng.chance(0.5) ? ([['תוספת שעות ערב', 1, rng.pick([9000, 12000])]] as [string, number, number][]) : []),
      ['הכנה מוקדמת וחומרי רקע', 1, rng.pick([15000, 20000])],
    ];
    const net = total(lines.map(([, q, u]) => q * u));
    const tax = vatOn(net, rate);
    const sum = net + tax;
    const client = rng.pick(CLIENTS);
    const clientId = client === 'רונית שגיא' ? `ת.ז. ${personalId(rng)}` : `ח.פ./מלכ"ר ${taxIdOfCustomer(rng)}`;
    const start = rng.int(8 * 60, 18 * 60);
    const head = v.company
      ? `<div class="head"><div><div class="brand">${v.brand}</div><div>${e(v.legal)}</div><div>ח.פ. ${ltr(spacedId(id))}</div></div><div class="sm">רח׳ הברזל 7, תל אביב<br/>${ltr('03-7650412')}</div></div>`
      : `<div class="head"><div><div class="brand">${v.brand}</div><div class="sm">תרגום ותמלול לחירשים וכבדי שמיעה</div></div><div class="sm">מודיעין</div></div>`;
    const body = `<div class="pg">${head}
<h1>חשבונית מס</h1><div class="orig">מקור</div>
${boxes([
  ['מספר', ltr(number)],
  ['תאריך', ltr(v.date(date))],
  ['תאריך האירוע', ltr(v.date(eventDay))],
  ['שעות', ltr(`${hhmm(start)}-${hhmm(start + hours * 60)}`)],
  ['מס׳ הזמנה', ltr(`HZ-${rng.int(10000, 99999)}`)],
])}
<div class="cust">לכבוד: <b>${e(client)}</b> · ${ltr(clientId)}</div>
${items(
  ['תיאור', 'כמות', 'מחיר יחידה', 'סה"כ'],
  lines.map(([n, q, u]) => [e(n), ltr(String(q)), ltr(amount(u)), ltr(amount(q * u))]),
)}
<div class="sums">${pairs([
      ['סכום לפני מע"מ', ltr(amount(net))],
      [`מע"מ ${rate}%`, ltr(amount(tax))],
      ['סה"כ לתשלום', ltr(`₪ ${amount(sum)}`)],
    ])}</div>
<div class="sm">תנאי תשלום: שוטף + ${rng.pick([30, 45, 60])}. העברה לחשבון ${ltr(`${rng.int(10, 20)}-${rng.int(100, 999)}-${rng.digits(6)}`)}</div>
${v.company ? '' : `<div class="foot">${e(v.legal)} · עוסק מורשה מס׳ ${ltr(id)} · ${ltr('052-4418093')}</div>`}
</div>`;
    const css = `${baseCss}body{font-family:${v.font};font-size:12px;color:#111}.pg{padding:15mm}.head{display:flex;justify-content:space-between;border-bottom:2px solid ${v.color};padding-bottom:6px}.brand{font-family:${v.brandFont};font-size:28px;color:${v.color}}h1{font-size:20px;display:inline-block}.orig{display:inline-block;border:1.5px solid #333;padding:1px 8px;margin:0 12px}.cust{margin:10px 0}.sums{display:flex;justify-content:flex-end}.foot{margin-top:40px;border-top:1px solid #999;padding-top:4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
