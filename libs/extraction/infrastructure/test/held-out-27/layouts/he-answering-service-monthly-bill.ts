import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, mul, notAnId, workday } from '../../generalisation/notation';
import { add, allocation, dated, lr, taxOn, vid } from './extra';

const ID = 'he-answering-service-monthly-bill';
const FIRMS = [
  { brand: '', legal: 'קול-מענה שירותי מוקד בע"מ', company: true, label: 'ח.פ.', addr: "רח' החרש 20, ראש העין" },
  { brand: 'המזכירה', legal: 'רונית אוחיון', company: false, label: 'עוסק מורשה', addr: 'ת.ד. 318, קריית אונו' },
  { brand: 'HALLO·ON', legal: 'הלו-און מזכירות טלפונית בע"מ', company: true, label: 'ח"פ', addr: 'מגדל המילניום, רמת גן' },
];
const CLIENTS = ['מרפאת שיניים ד"ר גרוס בע"מ', 'אינסטלציה מהירה השרון בע"מ', 'משרד עו"ד לוין ושות\' בע"מ', 'מעבדת תיקון מזגנים בע"מ', 'וטרינר הגבעה בע"מ'];

/** A telephone answering service's monthly A4 bill: the plan's calls and those beyond it, after-hours answers, messages by SMS, diary bookings, a virtual number; the service month, issue date and debit date; the customer's own company id and an account number failing the check; a call summary. */
export const heAnsweringServiceMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng: Rng) {
    const { n, date: d0 } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = workday(`${d0.slice(0, 8)}0${rng.int(1, 5)}`, addDays);
    const f = FIRMS[n % FIRMS.length];
    const id = vid(f.legal, f.company);
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const planCalls = rng.pick([150, 300, 500]);
    const planFee = ({ 150: 39000, 300: 64000, 500: 95000 } as Record<number, number>)[planCalls];
    const calls = planCalls + rng.int(-40, 140);
    const over = Math.max(0, calls - planCalls);
    const overRate = rng.pick([350, 390, 420]);
    const after = rng.int(0, 30);
    const sms = rng.int(40, 260);
    const booked = rng.chance(0.6) ? rng.int(10, 90) : 0;
    const lines: [string, string, number][] = [
      [`חבילת מענה חודשית – ${planCalls} שיחות`, '', planFee],
      ...(over ? ([[`שיחות מעבר לחבילה`, `${over} × ${amount(overRate)}`, over * overRate]] as [string, string, number][]) : []),
      ...(after ? ([[`מענה מחוץ לשעות הפעילות`, `${after} × ${amount(650)}`, after * 650]] as [string, string, number][]) : []),
      ['העברת הודעות ב-SMS', `${sms} × ${amount(18)}`, mul(sms, 18)],
      ...(booked ? ([['קביעת תורים ביומן הלקוח', `${booked} × ${amount(250)}`, booked * 250]] as [string, string, number][]) : []),
      ['מספר וירטואלי 073', '', 2900],
      ...(rng.chance(0.5) ? ([['הקלטת שיחות ושמירה ל-90 יום', '', 4900]] as [string, string, number][]) : []),
    ];
    const net = add(lines.map((l) => l[2]));
    const vat = taxOn(net, rate);
    const total = net + vat;
    const prev = Math.round(total * (0.8 + rng.next() * 0.4));
    const debit = workday(addDays(date, rng.pick([8, 10, 12])), addDays);
    const docNo = rng.pick([
      () => `MN-${date.slice(0, 4)}-${String(rng.int(100, 99999)).padStart(5, '0')}`,
      () => String(rng.int(30000000, 39999999)),
      () => `${rng.int(1, 9)}/${rng.int(20000, 89999)}`,
    ])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'd/m/yyyy'] as const);
    const font = rng.pick(["'David CLM'", "'Liberation Sans'", "'Noto Sans Hebrew'"]);
    const client = rng.pick(CLIENTS);
    const account = notAnId(rng);
    const idShown = f.company && rng.chance(0.5) ? hyphenId(id) : id;
    const alloc = allocation(rng, date, net);
    const answered = calls - rng.int(0, 6);
    const avg = `${rng.int(1, 2)}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const phone = (s: string) =>
      `<svg width="30" height="30" viewBox="0 0 30 30"><circle cx="15" cy="15" r="14" fill="${s}"/><path d="M9 8 q-2 2 1 8 q4 6 9 7 q2 0 3 -2 l-3 -3 l-2 1 q-3 -2 -4 -5 l1 -2 z" fill="#fff"/></svg>`;
    const body = `<div class="pg"><div class="top">${phone('#0f7d6e')}<div><div class="nm">${esc(f.brand || f.legal)}</div>${f.brand && !f.company ? `<div class="own">${esc(f.legal)}</div>` : ''}</div><div class="sub">מענה טלפוני אנושי לעסקים · 24/7</div></div>
<div class="cols"><div class="card"><div class="h">פרטי הלקוח</div><div><b>${esc(client)}</b></div><div>ח.פ. ${lr(vid(client, true))}</div><div>מספר חשבון: ${lr(account)}</div><div>מספר המענה: ${lr(`073-${rng.int(2000000, 7999999)}`)}</div></div>
<div class="card"><div class="h">חשבונית מס</div><table class="kv"><tr><td>מספר</td><td>${lr(docNo)}</td></tr><tr><td>תאריך הפקה</td><td>${lr(dt(date, fmt))}</td></tr><tr><td>תקופת השירות</td><td>${lr(`${dt(from, 'dd/mm/yyyy')} - ${dt(to, 'dd/mm/yyyy')}`)}</td></tr><tr><td>מועד החיוב בהוראת קבע</td><td>${lr(dt(debit, 'dd/mm/yyyy'))}</td></tr></table></div></div>
<h3>פירוט החיובים לחודש ${heMonth(from)}</h3>
<table class="it"><tr><th>השירות</th><th>כמות × תעריף</th><th>סכום ₪</th></tr>${lines.map(([a, b, c]) => `<tr><td>${esc(a)}</td><td>${lr(b)}</td><td>${amount(c)}</td></tr>`).join('')}
<tr class="s"><td>סה"כ לפני מע"מ</td><td></td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td></td><td>${amount(vat)}</td></tr><tr class="g"><td>סה"כ חשבונית</td><td></td><td>${amount(total)}</td></tr></table>
${alloc ? `<p>מספר הקצאה: ${lr(alloc)}</p>` : ''}
<div class="cols"><div class="card"><div class="h">סיכום שיחות</div><table class="kv"><tr><td>שיחות שנכנסו</td><td>${calls}</td></tr><tr><td>נענו</td><td>${answered}</td></tr><tr><td>משך שיחה ממוצע</td><td>${avg}</td></tr><tr><td>הודעות שנשלחו</td><td>${sms}</td></tr></table></div>
<div class="card"><div class="h">מצב החשבון</div><table class="kv"><tr><td>חשבונית קודמת</td><td>${amount(prev)}</td></tr><tr><td>שולם ב-${lr(dt(workday(addDays(from, rng.int(8, 12)), addDays), 'dd/mm/yyyy'))}</td><td>${lr(`-${amount(prev)}`)}</td></tr><tr><td>חשבונית זו</td><td>${amount(total)}</td></tr><tr class="g"><td>יחויב בכרטיס / בהוראת קבע</td><td>${amount(total)} ₪</td></tr></table></div></div>
<div class="ft">${esc(f.legal)} · ${f.label} ${lr(idShown)} · ${esc(f.addr)} · שירות לקוחות ${lr(`*${rng.int(2000, 9999)}`)}<br>לשינוי חבילה או ביטול יש לפנות עד ה-20 לחודש. מחירי החבילות אינם כוללים מע"מ.</div></div>`;
    const css = `body{font-family:${font},sans-serif;font-size:12px;color:#1a1a1a}.pg{width:210mm;min-height:297mm;box-sizing:border-box;padding:13mm 15mm;position:relative}
.top{display:flex;align-items:center;gap:3mm;border-bottom:3px solid #0f7d6e;padding-bottom:2mm}.nm{font-size:24px;font-weight:bold;color:#0f7d6e}.own{font-weight:bold;font-size:13px}.sub{margin-right:auto;color:#555}
.cols{display:flex;gap:5mm;margin-top:5mm}.card{flex:1;border:1px solid #9bc9c1;border-radius:3mm;padding:3mm}.h{font-weight:bold;color:#0f7d6e;margin-bottom:1.5mm;font-size:13.5px}
.kv{width:100%;border-collapse:collapse}.kv td{padding:0.8mm 0}.kv td:last-child{text-align:left}h3{margin:6mm 0 2mm;font-size:14px}
.it{width:100%;border-collapse:collapse}.it th{background:#0f7d6e;color:#fff;text-align:right;padding:1.5mm}.it td{padding:1.4mm;border-bottom:1px solid #dde}.it td:nth-child(n+2){text-align:left}
.s td{border-top:2px solid #0f7d6e}.g td{font-weight:bold;font-size:14px}.ft{position:absolute;bottom:10mm;left:15mm;right:15mm;font-size:9.5px;color:#444;border-top:1px solid #aaa;padding-top:2mm}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: f.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
