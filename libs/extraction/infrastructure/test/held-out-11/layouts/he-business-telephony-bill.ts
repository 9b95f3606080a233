import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, landline, lastOfMonth, notAnId, personalId } from '../../generalisation/notation';
import { prefixedId } from './extra';

const PROVIDERS = [
  { brand: 'קולנט', tag: 'טלפוניה עסקית בענן', legal: 'קולנט תקשורת עסקית בע"מ', color: '#6a1b9a' },
  { brand: 'VoxTel', tag: 'מרכזיות וירטואליות', legal: 'ווקסטל שירותי טלפוניה בענן בע"מ', color: '#00838f' },
  { brand: 'מרכזיה.נט', tag: 'תקשורת לעסקים', legal: 'מרכזיה נט פתרונות תקשורת בע"מ', color: '#e65100' },
];
const CLIENTS = [
  { name: "לוי, שגב ושות' - רואי חשבון", kind: 'partnership' },
  { name: 'מרפאת שיניים דנטל-פלוס בע"מ', kind: 'company' },
  { name: 'א.ב. הנדסת מבנים בע"מ', kind: 'company' },
  { name: 'סטודיו רונה עיצוב פנים', kind: 'person' },
  { name: 'משרד עו"ד גרוס ושות\'', kind: 'partnership' },
];

/**
 * A cloud PBX and business telephony provider's monthly A4 bill (Noto Sans Hebrew, Simple CLM or DejaVu
 * Sans) under a coloured band with the brand: "חשבונית מס מס'" with the year and month before a serial
 * ("2503-0048213"), "תאריך הפקה" (dd.mm.yyyy or long Hebrew) two to six days after the month, "תקופת
 * החיוב" (the month, as a range), "מועד חיוב בהוראת קבע" or "לתשלום עד" ten to fifteen days later, the
 * client business with its own valid id, a nine-digit account number failing the check and a customer
 * number, fixed charges (extensions, direct numbers, SIP channels, recording, IVR), usage (minutes to
 * landlines and mobiles at per-minute rates, abroad, 1-800 incoming), a one-time router and a joining
 * credit on some, "סה"כ לפני מע"מ", VAT, "סה"כ חשבון נוכחי", the previous bill and the payment received
 * for it, "סה"כ לתשלום", and six months' amounts in a small chart.
 */
export const heBusinessTelephonyBill: Layout = {
  id: 'he-business-telephony-bill',
  lang: 'he',
  kind: 'utility bill',
  make(rng: Rng) {
    const p = rng.pick(PROVIDERS);
    const vendorTaxId = taxId(rng);
    const cl = rng.pick(CLIENTS);
    const clientId = cl.kind === 'partnership' ? prefixedId(rng, '55') : cl.kind === 'company' ? taxId(rng) : personalId(rng);
    const period = firstOfMonth(`${rng.pick([2023, 2024, 2025])}-${String(rng.int(1, 12)).padStart(2, '0')}-01`, 0);
    const from = period < '2023-06-01' ? '2023-06-01' : period > '2026-01-01' ? '2026-01-01' : period;
    const to = lastOfMonth(from);
    const date = addDays(to, rng.int(2, 6));
    const rate = israeliRate(date);
    const ext = rng.int(3, 24);
    const fixed: [string, number, number][] = [
      ['שלוחות בענן', ext, rng.pick([3490, 3990, 4490])],
      ['מספרי חיוג ישיר (DID)', rng.int(1, 6), 990],
      ['ערוצי SIP', rng.int(2, 8), rng.pick([2500, 2900])],
    ];
    if (rng.chance(0.6)) fixed.push(['הקלטת שיחות', 1, 4900]);
    if (rng.chance(0.5)) fixed.push(['מענה קולי אוטומטי (IVR)', 1, 5900]);
    const usage: [string, number, number][] = [
      ['שיחות לקווים נייחים (דקות)', rng.int(300, 4200), 5],
      ['שיחות לסלולר (דקות)', rng.int(400, 6800), 7],
    ];
    const abroad = rng.chance(0.5) ? rng.int(1800, 24000) : 0;
    const tollFree = rng.chance(0.4) ? rng.int(200, 3000) : 0;
    const oneTime = rng.chance(0.25) ? 34900 : 0;
    const credit = oneTime ? 10000 : rng.chance(0.2) ? 5000 : 0;
    const fixedSum = fixed.reduce((a, [, q, u]) => a + q * u, 0);
    const usageSum = usage.reduce((a, [, q, u]) => a + q * u, 0) + abroad + tollFree * 12;
    const net = fixedSum + usageSum + oneTime - credit;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const prev = Math.round(total * (0.85 + rng.next() * 0.25));
    const history = Array.from({ length: 6 }, (_, i) => (i === 5 ? total : i === 4 ? prev : Math.round(total * (0.8 + rng.next() * 0.35))));
    const docNo = `${date.slice(2, 4)}${date.slice(5, 7)}-${String(rng.int(10000, 999999)).padStart(7, '0')}`;
    const debit = rng.chance(0.6);
    const dueDate = addDays(date, rng.int(10, 15));
    const font = rng.pick(['Noto Sans Hebrew', 'Simple CLM', 'DejaVu Sans']);
    const fmt = rng.pick(['dd.mm.yyyy', 'he'] as const);
    const idLabel = cl.kind === 'partnership' ? "מס' שותפות" : cl.kind === 'company' ? 'ח.פ.' : 'עוסק מורשה';
    const row = (a: string, q: string, u: string, s: number) => `<tr><td>${a}</td><td>${q}</td><td>${u}</td><td>${amount(s)}</td></tr>`;
    const max = Math.max(...history);
    const chart = history
      .map(
        (h, i) =>
          `<div class="bar"><div class="v">${amount(h)}</div><div class="col" style="height:${Math.round((h / max) * 18)}mm"></div><div>${esc(heMonth(firstOfMonth(from, i - 5)).split(' ')[0])}</div></div>`,
      )
      .join('');
    const body = `<div class="band"><div><div class="brand">${esc(p.brand)}</div><div>${esc(p.tag)}</div></div><div class="legal">${esc(p.legal)}<br>ח.פ. ${rng.chance(0.5) ? hyphenId(vendorTaxId) : vendorTaxId}<br>מוקד שירות לעסקים *${rng.int(2000, 9999)} · ${landline(rng)}</div></div>
<div class="grid"><div class="box"><div class="t">חשבונית מס מס' ${docNo}</div><div>תאריך הפקה: <b>${dt(date, fmt)}</b></div><div>תקופת החיוב: ${dt(from, 'dd/mm/yyyy')} - ${dt(to, 'dd/mm/yyyy')}</div>
<div>${debit ? `מועד חיוב בהוראת קבע: ${dt(dueDate, 'dd/mm/yyyy')}` : `לתשלום עד: ${dt(dueDate, 'dd/mm/yyyy')}`}</div></div>
<div class="box"><div>לכבוד: <b>${esc(cl.name)}</b></div><div>${idLabel} ${clientId}</div><div>מספר חשבון: ${notAnId(rng)}</div><div>מספר לקוח: ${rng.int(1000000, 4999999)}</div><div>מספר ראשי: ${landline(rng)}</div></div></div>
<h3>חיובים קבועים - ${esc(heMonth(from))}</h3><table class="it"><tr><th>שירות</th><th>כמות</th><th>מחיר ליחידה</th><th>סכום</th></tr>${fixed.map(([a, q, u]) => row(a, String(q), amount(u), q * u)).join('')}
<tr class="st"><td colspan="3">סה"כ חיובים קבועים</td><td>${amount(fixedSum)}</td></tr></table>
<h3>שימוש</h3><table class="it"><tr><th>שירות</th><th>כמות</th><th>תעריף לדקה</th><th>סכום</th></tr>${usage.map(([a, q, u]) => row(a, q.toLocaleString('en-US'), (u / 100).toFixed(2), q * u)).join('')}
${abroad ? row('שיחות לחו"ל (לפי פירוט מצורף)', '', '', abroad) : ''}${tollFree ? row('שיחות נכנסות למספר 1-800', tollFree.toLocaleString('en-US'), '0.12', tollFree * 12) : ''}<tr class="st"><td colspan="3">סה"כ שימוש</td><td>${amount(usageSum)}</td></tr></table>
${oneTime || credit ? `<h3>חיובים וזיכויים חד-פעמיים</h3><table class="it">${oneTime ? row('נתב SIP והתקנה', '1', amount(oneTime), oneTime) : ''}${credit ? row('זיכוי הטבת הצטרפות', '1', '', -credit) : ''}</table>` : ''}
<div class="end"><div class="chart"><div class="ct">החשבונות האחרונים (כולל מע"מ)</div><div class="bars">${chart}</div></div>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>סה"כ חשבון נוכחי</td><td>${amount(total)}</td></tr>
<tr><td>יתרה מחשבון קודם</td><td>${amount(prev)}</td></tr><tr><td>תשלום שהתקבל - תודה</td><td>-${amount(prev)}</td></tr><tr class="b2"><td>סה"כ לתשלום</td><td>${amount(total)} ₪</td></tr></table></div>
<div class="foot">פירוט שיחות מלא זמין באזור האישי. ${debit ? 'הסכום ייגבה בהוראת הקבע הרשומה במערכת.' : 'ניתן לשלם באתר, במוקד או בהעברה בנקאית.'} שינויים בתעריפים יפורסמו 30 יום מראש.</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11px;color:#1c1c1c;margin:0}.band{background:${p.color};color:#fff;display:flex;justify-content:space-between;align-items:center;padding:6mm 12mm;line-height:1.5}
.brand{font-size:32px;font-weight:bold;line-height:1.1}.legal{font-size:10.5px;text-align:left}.grid{display:flex;gap:6mm;margin:6mm 12mm 0}.box{flex:1;border:1px solid #ccc;border-top:3px solid ${p.color};padding:2.5mm 4mm;line-height:1.7}.t{font-size:14px;font-weight:bold;color:${p.color}}
h3{margin:5mm 12mm 1.5mm;font-size:12.5px;color:${p.color}}table{border-collapse:collapse}.it{width:calc(100% - 24mm);margin:0 12mm}.it th{text-align:right;border-bottom:1.5px solid #333;padding:1.2mm 2mm;font-size:10.5px}.it td{padding:1.2mm 2mm;border-bottom:1px solid #e3e3e3}
.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:left}.st td{font-weight:bold;background:#f3f3f3}.end{display:flex;justify-content:space-between;margin:6mm 12mm 0;gap:10mm}.tot{width:82mm}.tot td{padding:1.3mm 2mm}.tot td:last-child{text-align:left}
.b td{font-weight:bold;border-top:1.5px solid #333}.b2 td{font-weight:bold;font-size:15px;background:${p.color};color:#fff}.chart{flex:1}.ct{font-size:10px;color:#555;margin-bottom:1mm}.bars{display:flex;align-items:flex-end;gap:3mm;height:30mm}
.bar{display:flex;flex-direction:column;align-items:center;justify-content:flex-end;font-size:8px;color:#555}.col{width:8mm;background:#bbb}.bar:last-child .col{background:${p.color}}.v{font-size:7.5px}.foot{margin:8mm 12mm 0;font-size:9.5px;color:#666;border-top:1px solid #ccc;padding-top:2mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: p.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
