import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, landline, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, boxes, idOf, items, ltr, next, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-industrial-steam-supply-monthly-bill';

const CUSTOMERS = ['מחלבת הגליל העליון בע"מ', 'טקסטיל צבע ונוי בע"מ', 'מאפיות הצפון תעשיות בע"מ', 'פלסטיק עמק בע"מ', 'מכבסות שרות תעשייתי בע"מ', 'שימורי פרי העמק בע"מ'];

/**
 * An industrial steam supplier's A4 monthly tax invoice to the factories of an industrial park,
 * issued on the first working days of a month for the month before, VAT added: steam by meter (in
 * tonnes, the readings printed), a fixed capacity charge, a credit for condensate returned, on some a
 * fuel price adjustment and water treatment.
 */
export const heIndustrialSteamSupplyMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const first = next(ID, rng, undefined, [1, 5]);
    const n = first.n;
    const date = avoid(first.date, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = plus(date, 15);
    const start = rng.int(20000, 90000);
    const tonnes = rng.int(180, 1400);
    const perTonne = rng.int(1780, 2640) * 10; // agorot per tonne
    const steam = tonnes * perTonne;
    const capacity = rng.pick([4, 6, 8, 10]);
    const capRate = rng.pick([1850, 2100, 2400]) * 100;
    const capCharge = capacity * capRate;
    const returned = Math.floor((tonnes * rng.int(40, 70)) / 100);
    const condRate = rng.int(120, 180) * 10;
    const cond = -returned * condRate;
    const lines: { name: string; detail: string; qty: string; unit: string; sum: number }[] = [
      { name: 'קיטור רווי 10 בר', detail: `מונה ${ltr(String(start))} עד ${ltr(String(start + tonnes))}`, qty: `${tonnes} טון`, unit: amount(perTonne), sum: steam },
      { name: 'דמי הספק קבוע', detail: `${capacity} טון/שעה מוזמנים`, qty: String(capacity), unit: amount(capRate), sum: capCharge },
      { name: 'זיכוי החזר קונדנסט', detail: 'לפי מונה החזר', qty: `${returned} טון`, unit: amount(condRate), sum: cond },
    ];
    if (rng.chance(0.5)) {
      const adj = rng.int(-900, 1400) * 10;
      lines.push({ name: 'התאמת מחיר גז טבעי', detail: 'לפי מדד החודש', qty: `${tonnes} טון`, unit: amount(adj), sum: tonnes * adj });
    }
    if (rng.chance(0.6)) {
      const water = rng.int(90, 160) * 1000;
      lines.push({ name: 'טיפול כימי במים', detail: 'חבילה חודשית', qty: '1', unit: amount(water), sum: water });
    }
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'קיטור צפון אנרגיה תעשייתית בע"מ' : 'אנרגיה ירוקה אלון תבור בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = co ? `ST${date.slice(2, 4)}${String(date.slice(5, 7))}-${rng.int(100, 999)}` : String(rng.int(40000, 49999));
    const customer = rng.pick(CUSTOMERS);
    const custId = taxIdOfCustomer(rng);
    const custNo = notAnId(rng);
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'dd.mm.yyyy'));
    const money = (c: number) => (c < 0 ? `-${amount(-c)}` : amount(c));
    const head = ['פריט', 'פירוט', 'כמות', 'מחיר ליח׳', 'סה"כ ₪'];
    const table = items(
      head,
      lines.map((l) => [l.name, l.detail, ltr(l.qty), ltr(l.unit), ltr(money(l.sum))]),
    );
    const brand = co
      ? `<div class="head"><div><div class="brand">קיטור צפון</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div><div class="sm">פארק תעשייה תפן, ד.נ. מרום הגליל · ${ltr(landline(rng))}</div></div><div class="title">חשבונית מס<br><span class="sm">חשבון אספקת קיטור</span></div></div>`
      : `<div class="head2"><div class="brand2">אנרגיה ירוקה אלון תבור בע"מ</div><div class="sm">אזור התעשייה אלון תבור, ד.נ. עפולה · ח.פ. ${ltr(taxId)} · ${ltr(landline(rng))}</div><div class="title2">חשבונית מס מס׳ ${ltr(doc)}</div></div>`;
    const box = co
      ? boxes([
          ['מס׳ חשבונית', ltr(doc)],
          ['תאריך', ltr(f(date))],
          ['תקופת חיוב', ltr(`${f(from)} - ${f(to)}`)],
          ['לתשלום עד', ltr(f(due))],
          ['מס׳ לקוח', ltr(custNo)],
        ])
      : boxes([
          ['תאריך', ltr(f(date))],
          ['חודש צריכה', heMonth(from)],
          ['מועד תשלום', ltr(f(due))],
          ['מס׳ צרכן', ltr(custNo)],
        ]);
    const body = `${brand}${box}
<table class="pairs cust"><tr><th>לכבוד</th><td>${customer}</td><th>ח.פ. לקוח</th><td>${ltr(custId)}</td></tr><tr><th>אתר</th><td>${co ? `מבנה ${rng.int(1, 30)}, פארק תפן` : `מגרש ${rng.int(100, 199)}, אזור התעשייה`}</td><th>קו אספקה</th><td>${ltr(`DN${rng.pick([50, 80, 100])}`)}</td></tr></table>
${table}
<div class="sum">${row('סה"כ לפני מע"מ', ltr(`₪${amount(net)}`))}${row(`מע"מ ${rate}%`, ltr(`₪${amount(vat)}`))}${row('סה"כ לתשלום', ltr(`₪${amount(gross)}`), 'b big')}</div>
<div class="note sm">התשלום בהוראת קבע בבנק ביום ${ltr(f(due))}. קריאת המונים נעשתה ביום ${ltr(f(plus(to, 1)))}. יתרה קודמת: ${ltr('0.00')} ₪.</div>
<div class="foot sm">${vendorName} · ${co ? 'מוקד תקלות 24/7' : 'שירות לקוחות'} ${ltr(landline(rng))}</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Nachlieli CLM'" : "'David CLM'"};font-size:11px;padding:14mm 15mm;height:265mm;position:relative}
.head{display:flex;justify-content:space-between;border-bottom:4px solid #e65100;padding-bottom:6px}.brand{font-family:'Aharoni CLM';font-size:30px;color:#e65100}.title{font-size:20px;font-weight:bold;text-align:left}
.head2{text-align:center;border-bottom:2px solid #333;padding-bottom:5px}.brand2{font-size:22px;font-weight:bold}.title2{font-size:18px;font-weight:bold;margin-top:6px}
.cust{width:100%;margin:8px 0}.sum{width:45%;margin-right:auto;margin-top:8px}.big{font-size:1.2em}.note{margin-top:14px}.foot{position:absolute;bottom:0;left:15mm;right:15mm;border-top:1px solid #888;padding-top:4px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
