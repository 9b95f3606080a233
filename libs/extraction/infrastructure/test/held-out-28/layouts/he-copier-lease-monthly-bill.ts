import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, notAnId } from '../../generalisation/notation';
import { add, dated, lr, officeDay, taxOn, vid, house } from './extra';

const ID = 'he-copier-lease-monthly-bill';
const FIRMS = [
  { brand: '', legal: 'מדפיס פלוס השכרות בע"מ', company: true, label: 'ח.פ.', trade: '', addr: "רח' היוזמה 6, טירת כרמל" },
  { brand: 'COPYLINE', legal: 'קופי-ליין שירותי משרד בע"מ', company: true, label: 'ח"פ', trade: '', addr: 'דרך מנחם בגין 132, תל אביב' },
  { brand: 'הצילום', legal: 'ויקטור קוגן', company: false, label: 'עוסק מורשה', trade: 'השכרה ושירות מכונות צילום ומדפסות', addr: "רח' הסדנאות 2, הרצליה" },
];
const CUSTOMERS = ['גולדשטיין ייעוץ מס בע"מ', 'אדריכלות מרום תכנון בע"מ', 'אקדמיית הצפון לימודי חוץ בע"מ', 'רשת מרפאות שן זהב בע"מ'];
const MODELS = ['MFP C3520i צבעוני', 'MFP B4050 שחור-לבן', 'MFP C5560 צבעוני A3', 'MFP C2210 צבעוני'];

/** A copier leasing firm's monthly A4 bill to an office: the contract, the machine's serial, meter readings of black and colour pages, pages in the plan and beyond it at agorot a page, the lease, a six-month chart; VAT added; issue date, the reading period before it and the standing order's date. */
export const heCopierLeaseMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng: Rng) {
    const { n, date: day } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = officeDay(day);
    const f = FIRMS[n % FIRMS.length];
    const id = vid(f.legal, f.company);
    const rate = israeliRate(date);
    const cust = rng.pick(CUSTOMERS);
    const readTo = addDays(date, -rng.int(2, 6));
    const readFrom = addDays(readTo, -rng.int(29, 30));
    const model = rng.pick(MODELS);
    const colour = !model.includes('שחור');
    const bwStart = rng.int(40000, 380000);
    const bwUsed = rng.int(2500, 14000);
    const clStart = colour ? rng.int(10000, 160000) : 0;
    const clUsed = colour ? rng.int(600, 5200) : 0;
    const bwPlan = rng.pick([3000, 5000, 8000]);
    const clPlan = colour ? rng.pick([500, 1000, 1500]) : 0;
    const bwRate = rng.pick([3, 4, 5]); // agorot a page
    const clRate = rng.pick([24, 29, 35]);
    const bwExtra = Math.max(0, bwUsed - bwPlan);
    const clExtra = Math.max(0, clUsed - clPlan);
    const lease = Math.round(rng.int(39000, 129000) / 100) * 100;
    const rows: [string, string, number][] = [
      [`דמי שכירות חודשיים – ${esc(model)} (כולל שירות וטונרים)`, '1', lease],
      [`עמודים שחור-לבן מעבר לחבילה (${bwPlan.toLocaleString('en-US')} כלולים)`, `${bwExtra.toLocaleString('en-US')} × ${(bwRate / 100).toFixed(2)}`, bwExtra * bwRate],
      ...(colour
        ? [
            [`עמודים צבעוניים מעבר לחבילה (${clPlan.toLocaleString('en-US')} כלולים)`, `${clExtra.toLocaleString('en-US')} × ${(clRate / 100).toFixed(2)}`, clExtra * clRate] as [
              string,
              string,
              number,
            ],
          ]
        : []),
      ...(rng.chance(0.45) ? [['סיכות למגש גימור (5,000)', '1', rng.pick([8900, 11900])] as [string, string, number]] : []),
      ...(rng.chance(0.35) ? [['ביקור טכנאי שלא במסגרת החוזה', '1', rng.pick([25000, 32000])] as [string, string, number]] : []),
      ['ביטוח ציוד', '1', rng.pick([2900, 3900, 4900])],
    ];
    const net = add(rows.map((r) => r[2]));
    const vat = taxOn(net, rate);
    const total = net + vat;
    const prev = Math.round(total * (0.8 + rng.next() * 0.4));
    const docNo = house(ID, n, [() => `${rng.int(20, 29)}${rng.digits(6)}`, () => `CP/${date.slice(2, 4)}/${rng.int(10000, 99999)}`, () => `${rng.int(1, 9)}-${rng.digits(6)}`])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'yyyy-mm-dd'] as const);
    const font = rng.pick(["'Miriam CLM'", "'DejaVu Sans'", "'Noto Sans Hebrew'"]);
    const idText = f.company && rng.chance(0.5) ? hyphenId(id) : id;
    const debit = addDays(date, rng.int(10, 15));
    const contract = notAnId(rng);
    const serial = `${rng.pick(['X7G', 'K9R', 'Q2M'])}${rng.digits(7)}`;
    const hist = Array.from({ length: 6 }, () => rng.int(2000, 15000));
    hist[5] = bwUsed + clUsed;
    const max = Math.max(...hist);
    const chart = `<svg width="230" height="90" viewBox="0 0 230 90">${hist.map((v, i) => `<rect x="${10 + i * 36}" y="${75 - Math.round((v / max) * 60)}" width="24" height="${Math.round((v / max) * 60)}" fill="${i === 5 ? '#00796b' : '#a5c9c4'}"/><text x="${22 + i * 36}" y="87" font-size="9" text-anchor="middle">${v.toLocaleString('en-US')}</text>`).join('')}</svg>`;
    const brandTop = f.brand ? `<div class="brand">${esc(f.brand)}</div><div class="own">${esc(f.legal)}</div>` : `<div class="brand">${esc(f.legal)}</div>`;
    const body = `<div class="pg"><div class="head"><div>${brandTop}${f.trade ? `<div>${esc(f.trade)}</div>` : ''}<div class="sm">${esc(f.addr)} · מוקד שירות ${lr(`*${rng.int(2000, 9999)}`)}</div></div>
<div class="doc"><div class="dt">חשבונית מס</div><div>מספר: <b>${lr(docNo)}</b></div><div>תאריך הפקה: <b>${lr(dt(date, fmt))}</b></div></div></div>
<div class="cards"><div class="card"><div class="ct">פרטי הלקוח</div><b>${esc(cust)}</b><br>ח.פ. ${lr(vid(cust, true))}<br>מס' חוזה: ${lr(contract)}<br>מס' לקוח: ${lr(String(rng.int(10000, 99999)))}</div>
<div class="card"><div class="ct">המכשיר</div>${esc(model)}<br>מס' סידורי: ${lr(serial)}<br>מיקום: ${rng.pick(['קומה 2, ליד המטבחון', 'חדר משרד ראשי', 'דלפק קבלה'])}</div>
<div class="card"><div class="ct">תקופת הקריאה</div>${lr(dt(readFrom, 'dd/mm/yyyy'))} – ${lr(dt(readTo, 'dd/mm/yyyy'))}<br>קריאה: ${rng.pick(['מרחוק (אוטומטית)', 'ידנית ע"י הלקוח'])}</div></div>
<table class="meter"><tr><th>מונה</th><th>קריאה קודמת</th><th>קריאה נוכחית</th><th>צריכה</th></tr>
<tr><td>שחור-לבן</td><td>${bwStart.toLocaleString('en-US')}</td><td>${(bwStart + bwUsed).toLocaleString('en-US')}</td><td>${bwUsed.toLocaleString('en-US')}</td></tr>
${colour ? `<tr><td>צבע</td><td>${clStart.toLocaleString('en-US')}</td><td>${(clStart + clUsed).toLocaleString('en-US')}</td><td>${clUsed.toLocaleString('en-US')}</td></tr>` : ''}</table>
<table class="ch"><tr><th>פירוט החיובים</th><th>כמות</th><th>סכום ₪</th></tr>${rows.map((r) => `<tr><td>${r[0]}</td><td>${lr(r[1])}</td><td>${amount(r[2])}</td></tr>`).join('')}
<tr class="s"><td>סה"כ חיובים לפני מע"מ</td><td></td><td>${amount(net)}</td></tr><tr class="s"><td>מע"מ ${rate}%</td><td></td><td>${amount(vat)}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td></td><td>${amount(total)}</td></tr></table>
<div class="low"><div class="card"><div class="ct">מצב החשבון</div>חשבונית קודמת: ${amount(prev)} ₪ – שולמה<br>יתרה קודמת: 0.00<br>החיוב יבוצע בהוראת קבע בתאריך ${lr(dt(debit, 'dd/mm/yyyy'))}</div>
<div class="card"><div class="ct">עמודים בחצי השנה האחרונה</div>${chart}</div></div>
<div class="foot">${esc(f.legal)} · ${f.label} ${lr(idText)} · מסמך ממוחשב</div></div>`;
    const css = `body{font-family:${font},sans-serif;font-size:11.5px;color:#1a1a1a}.pg{width:210mm;min-height:297mm;box-sizing:border-box;padding:12mm 14mm;position:relative}
.head{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:4px solid #00796b;padding-bottom:3mm}.brand{font-family:'URW Gothic',${font},sans-serif;font-size:26px;font-weight:bold;color:#00796b}.own{font-size:14px;font-weight:bold}.sm{font-size:10px;color:#444}
.doc{background:#00796b;color:#fff;padding:3mm 5mm;line-height:1.6;border-radius:2mm}.dt{font-size:18px;font-weight:bold}
.cards,.low{display:flex;gap:4mm;margin:5mm 0}.card{flex:1;border:1px solid #80b3ad;border-radius:2mm;padding:2.5mm;line-height:1.55}.ct{color:#00796b;font-weight:bold;margin-bottom:1mm}
table{width:100%;border-collapse:collapse;margin-bottom:4mm}th{background:#e0f0ee;text-align:right;padding:1.5mm}td{padding:1.5mm;border-bottom:1px solid #dde}td:nth-child(n+2){text-align:left}
.s td{font-weight:bold}.g td{font-weight:bold;font-size:15px;background:#e0f0ee}.foot{position:absolute;bottom:10mm;right:14mm;left:14mm;border-top:1px solid #00796b;padding-top:2mm;text-align:center;font-size:10.5px}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: f.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
