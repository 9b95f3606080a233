import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, firstOfMonth, heMonth, landline, lastOfMonth, mul, notAnId, sh } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatOn } from './extra';

const ID = 'he-kosher-phone-line-monthly-bill';

/** Kosher phone line's A4 monthly bill for the previous month: VAT added, a due date and a subscriber box. */
export const heKosherPhoneLineMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'telecom bill',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 6]);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = plus(date, co ? 12 : 20);
    const extraMin = rng.int(0, 240);
    const perMin = rng.pick([0.25, 0.29, 0.35]);
    const lines: [string, string, number][] = [
      [co ? 'מסלול "שיחה נקייה" - דמי מנוי חודשיים' : 'מנוי קו כשר חודשי', '1', rng.int(19, 39) * 100 + 90],
      [`דקות חריגה (${extraMin} דק׳ × ${perMin.toFixed(2)})`, String(extraMin), mul(extraMin, perMin * 100)],
    ];
    if (rng.chance(0.6)) lines.push(['ביטוח מכשיר כשר', '1', rng.int(9, 19) * 100 + 90]);
    if (rng.chance(0.5)) lines.push(['שיחות לחו"ל - מסלול מדינות', '1', rng.int(300, 4800)]);
    if (rng.chance(0.3)) lines.push(['החלפת סוללה במעבדה', '1', rng.int(49, 89) * 100]);
    const net = total(lines.map((l) => l[2]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'קו נקי תקשורת בע"מ' : 'שלמה רוזנברג';
    const taxId = idOf(vendorName, co);
    const doc = co ? `KN${rng.digits(8)}` : `${date.slice(0, 4)}/${rng.digits(5)}`;
    const f = (d: string) => (co ? dt(d, 'he') : dt(d, 'dd.mm.yyyy'));
    const m = (c: number) => (co ? sh(c, 'ש"ח x') : sh(c, 'x ₪'));
    const box = pairs(
      [
        ['מספר חשבונית', ltr(doc)],
        ['תאריך הפקה', ltr(f(date))],
        ['תקופת החיוב', ltr(`${dt(from, 'dd/mm/yy')} - ${dt(to, 'dd/mm/yy')}`)],
        ['מועד תשלום אחרון', ltr(f(due))],
        ['מספר מנוי', ltr(notAnId(rng))],
        ['מספר הקו', ltr(cellular(rng))],
      ],
      1,
      'pairs box',
    );
    const body = `<div class="top"><div><div class="brand">${co ? 'קו נקי' : 'קול הכשר'}</div><div class="sm">${co ? `${vendorName} · ח.פ. ${ltr(taxId)}<br>רחוב רבי עקיבא 88, בני ברק · מוקד ${ltr('*2770')}` : `שירות לקוחות ${ltr(landline(rng))}`}</div>
<h1>חשבונית מס - חשבון תקופתי</h1><div>${heMonth(from)}</div>
<div class="to">לכבוד: ${rng.pick(['משפחת קרליבך', 'יהודה וינברג', 'משפחת גרוס', 'רבקה שטרן'])}<br>${rng.pick(['רחוב חזון איש 14, בני ברק', 'רחוב סורוצקין 30, ירושלים', 'רחוב הרב קוק 9, אלעד', 'רחוב בן גוריון 41, ביתר עילית'])}</div></div>${box}</div>
${items(
  ['פירוט', 'כמות', 'סכום'],
  lines.map(([a, q, c]) => [a, ltr(q), ltr(m(c))]),
)}
<div class="sum">${row('סה"כ חיובים לפני מע"מ', ltr(m(net)))}${row(`מע"מ ${rate}%`, ltr(m(vat)))}${row('סה"כ לתשלום', ltr(m(gross)), 'b big')}</div>
<div class="sm">החשבון ייגבה בהוראת קבע מחשבון ${ltr(`${rng.int(10, 20)}-${rng.digits(3)}-${rng.digits(6)}`)} לא לפני ${ltr(dt(due, 'dd/mm/yyyy'))}. הקו מאושר על ידי ועדת הרבנים לענייני תקשורת.</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה ${ltr(taxId)} · ת.ד. ${rng.int(100, 9999)}, מודיעין עילית</div>`}`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Frank Ruehl CLM'"};font-size:13px;padding:15mm}.top{display:flex;justify-content:space-between;gap:20px}.brand{font-size:30px;font-weight:bold;color:${co ? '#00695c' : '#37474f'}}h1{font-size:19px;margin:14px 0 2px}.to{margin-top:12px}.box{border:1.5px solid #333;height:fit-content}.box th,.box td{padding:4px 8px;border-bottom:1px solid #ccc}.sum{width:45%;margin-inline-start:auto}.big{font-size:1.2em}.foot{margin-top:40px;border-top:1px solid #999;padding-top:6px;font-size:0.9em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
