import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, hyphenId, lastOfMonth, notAnId, spacedId } from '../../generalisation/notation';
import { add, allocation, dated, lr, taxOn, vid } from './extra';

const ID = 'he-sms-gateway-monthly-bill';
const FIRMS = [
  { mark: 'MESARON', legal: 'מסרון תקשורת עסקית בע"מ', label: 'ח.פ.', color: '#0b5fa5' },
  { mark: 'פלאש·SMS', legal: 'פלאש מסרים ישראל בע"מ', label: 'מספר חברה', color: '#6b2fa3' },
];
const CUSTOMERS = ['רשת מרפאות שן זהב בע"מ', 'אופטיקה העמק בע"מ', 'מוסך השרון שירותי רכב בע"מ', 'אקדמיה לנהיגה דרכים בע"מ', 'קופת גמל עובדי המתכת בע"מ'];

/** A business SMS gateway's monthly A4 bill: messages sent by route at a rate to four decimals, a dedicated number, OTP traffic, a volume discount, the period and due date, the account's history. */
export const heSmsGatewayMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng: Rng) {
    const { date: drawn } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = `${drawn.slice(0, 8)}0${rng.int(1, 4)}`;
    const f = rng.pick(FIRMS);
    const id = vid(f.legal, true);
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = addDays(date, rng.pick([10, 14, 15]));
    const sent = rng.int(8, 120) * 500 + rng.int(0, 499);
    const perMsg = rng.pick([0.045, 0.052, 0.06, 0.068]);
    const abroad = rng.chance(0.6) ? rng.int(20, 900) : 0;
    const otp = rng.chance(0.5) ? rng.int(300, 9000) : 0;
    const lines: [string, string, string, number][] = [
      ['דמי מנוי חודשי – חבילת ' + rng.pick(['Business', 'Pro', 'Start']), '1', amount(rng.pick([9900, 14900, 24900])), 0],
      ['הודעות SMS לרשתות בישראל', sent.toLocaleString('en-US'), perMsg.toFixed(4), 0],
      ...(abroad ? [['הודעות לחו"ל (אזור 2)', String(abroad), '0.2150', 0] as [string, string, string, number]] : []),
      ...(otp ? [['הודעות OTP (אימות דו-שלבי)', otp.toLocaleString('en-US'), '0.0390', 0] as [string, string, string, number]] : []),
      ['מספר וירטואלי ייעודי 03', '1', amount(2900), 0],
    ];
    for (const l of lines) l[3] = Math.round(Number(l[1].replace(/,/g, '')) * Number(l[2].replace(/,/g, '')) * 100);
    const gross = add(lines.map((l) => l[3]));
    const volume = sent > 40000 ? Math.round(gross * 0.05) : 0;
    const net = gross - volume;
    const vat = taxOn(net, rate);
    const total = net + vat;
    const prev = Math.round((total * rng.int(70, 130)) / 100);
    const alloc = allocation(rng, date, net);
    const docNo = rng.pick([
      () => `SM-${date.slice(0, 4)}-${String(rng.int(1, 99999)).padStart(6, '0')}`,
      () => String(rng.int(40000000, 49999999)),
      () => `${date.slice(2, 4)}${date.slice(5, 7)}/${rng.int(1000, 9999)}`,
    ])();
    const fmt = rng.pick(['dd.mm.yyyy', 'd/m/yyyy', 'he'] as const);
    const font = rng.pick(["'Noto Sans Hebrew'", "'Miriam CLM'", "'Liberation Sans'"]);
    const cust = rng.pick(CUSTOMERS);
    const account = notAnId(rng);
    const hist = Array.from({ length: 6 }, (_, i) => ({ m: firstOfMonth(from, i - 5), v: i === 5 ? sent : rng.int(8, 120) * 500 }));
    const max = Math.max(...hist.map((h) => h.v));
    const body = `<div class="top"><div class="mark">${esc(f.mark)}</div><div class="who"><b>${esc(f.legal)}</b><br>${f.label} ${lr(rng.chance(0.5) ? hyphenId(id) : id)}<br>מגדלי הים התיכון, רמת גן · ${lr('*' + rng.int(2000, 9999))}<br>billing@${f.mark.toLowerCase().replace(/[^a-z]/g, '') || 'flash'}.co.il</div></div>
<div class="cols"><div class="card"><div class="ct">פרטי הלקוח</div>${esc(cust)}<br>ח.פ. ${lr(vid(cust, true))}<br>מספר חשבון: ${lr(account)}<br>שם משתמש API: ${lr(`acc_${rng.digits(5)}`)}</div>
<div class="card"><div class="ct">חשבונית מס</div>מספר: ${lr(docNo)}<br>תאריך החשבונית: ${fmt === 'he' ? dt(date, fmt) : lr(dt(date, fmt))}<br>תקופת חיוב: ${lr(`${dt(from, 'dd/mm/yyyy')} - ${dt(to, 'dd/mm/yyyy')}`)}<br>לתשלום עד: ${lr(dt(due, 'dd/mm/yyyy'))}${alloc ? `<br>מספר הקצאה: ${lr(alloc)}` : ''}</div></div>
<h3>פירוט חיובים לתקופה</h3>
<table><tr><th>תיאור</th><th>כמות</th><th>מחיר ליחידה ₪</th><th>סכום ₪</th></tr>${lines.map((l) => `<tr><td>${esc(l[0])}</td><td>${l[1]}</td><td>${l[2]}</td><td>${amount(l[3])}</td></tr>`).join('')}
${volume ? `<tr><td>הנחת נפח 5% (מעל 40,000 הודעות)</td><td></td><td></td><td>${lr(`-${amount(volume)}`)}</td></tr>` : ''}</table>
<table class="tot"><tr><td>סה"כ חיובים לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>סה"כ חשבונית זו ₪</td><td>${amount(total)}</td></tr></table>
<div class="cols"><div class="card"><div class="ct">מצב חשבון</div>יתרה מחשבון קודם: ${amount(prev)}<br>תשלום שהתקבל ב-${lr(dt(addDays(from, rng.int(8, 14)), 'dd/mm/yy'))}: ${amount(prev)}<br>יתרה פתוחה: 0.00<br><b>סכום לתשלום: ${amount(total)} ₪</b> (בהוראת קבע)</div>
<div class="card"><div class="ct">הודעות שנשלחו – 6 חודשים</div>${hist.map((h) => `<div class="bar"><span>${lr(dt(h.m, 'dd/mm').slice(3) + '/' + h.m.slice(2, 4))}</span><i style="width:${Math.round((h.v / max) * 38)}mm"></i><span>${h.v.toLocaleString('en-US')}</span></div>`).join('')}</div></div>
<p class="sm">החיוב יבוצע בכרטיס האשראי המסתיים ב-${lr(rng.digits(4))} במועד התשלום. לבירורים: מוקד שירות לקוחות עסקיים. ${esc(f.legal)} · ${lr(spacedId(id))}</p>`;
    const css = `body{font-family:${font},sans-serif;font-size:11px;padding:14mm 16mm;color:#1a1a1a}
.top{display:flex;justify-content:space-between;align-items:center;border-bottom:4px solid ${f.color};padding-bottom:3mm}.mark{font-family:'URW Gothic','Aharoni CLM';font-size:30px;font-weight:bold;color:${f.color}}.who{line-height:1.5}
.cols{display:flex;gap:6mm;margin:5mm 0}.card{flex:1;border:1px solid ${f.color};border-radius:3mm;padding:3mm;line-height:1.7}.ct{color:${f.color};font-weight:bold;font-size:13px}
h3{color:${f.color};margin:3mm 0}table{width:100%;border-collapse:collapse}th{background:${f.color};color:#fff;padding:1.5mm;text-align:right}td{border-bottom:1px solid #ccc;padding:1.5mm}td:nth-child(n+2){text-align:left}
.tot{width:90mm;margin:4mm auto 0 0}.g td{font-weight:bold;font-size:14px;border-top:2px solid #000}.bar{display:flex;gap:2mm;align-items:center}.bar i{display:inline-block;height:3mm;background:${f.color}}.sm{font-size:9px;color:#444}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: f.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
