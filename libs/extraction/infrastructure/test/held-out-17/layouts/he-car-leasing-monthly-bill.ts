import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, firstOfMonth, hyphenId, lastOfMonth, personalId, plate, workday } from '../../generalisation/notation';
import { failingId, stirred } from './extra';

const LESSORS = [
  { brand: 'DRIVEON', font: 'Roboto', legal: 'דרייבאון ליסינג תפעולי בע"מ', colour: '#0b4f6c' },
  { brand: 'קל-רכב', font: 'Noto Sans Hebrew', legal: 'קל רכב השכרה וליסינג בע"מ', colour: '#7a1f2b' },
  { brand: 'AUTOLINE', font: 'Lato', legal: 'אוטוליין פתרונות תחבורה בע"מ', colour: '#2d6a4f' },
];
const MODELS = ['קיה ספורטז׳ 1.6 טורבו', 'טויוטה קורולה הייבריד', 'יונדאי איוניק 5', 'סקודה אוקטביה', 'מאזדה CX-5', 'BYD אטו 3', 'פיג׳ו 3008'];
const LESSEES = [
  { name: 'רועי שטרן', company: false },
  { name: 'הילה גורדון', company: false },
  { name: 'ב.ש. הנדסת מבנים בע"מ', company: true },
  { name: 'נטע-לי אוחיון', company: false },
  { name: 'גלבוע מערכות מידע בע"מ', company: true },
];

/**
 * An operating-lease company's monthly invoice for one car on A4 (Open Sans with Noto Sans Hebrew, Roboto
 * with Simple CLM, or DejaVu Sans; the brand in Roboto Black, Lato Black or Noto Sans Hebrew black) under a
 * dark band with the legal name and "ח.פ." hyphenated; "חשבונית מס" with ten digits, "תאריך חשבונית" on the
 * first working day of the month, "תקופת חיוב" the whole month ahead, "מועד חיוב בכרטיס" a few days later;
 * the lessee (a person with a valid ת.ז. or a company with a valid ח.פ.), "מס' חוזה" failing the check, the
 * plate, the model, the contract's start and end and the odometer; a table with a column "חייב במע"מ"
 * (כן/לא): the monthly rent, optional extras, excess kilometres from the last quarter (km × a price to the
 * agora), a parking fine handled for the lessee and the fine itself passed on without VAT; "סה"כ חייב
 * במע"מ", "מע"מ 17%/18%", "סה"כ פטור ממע"מ", "סה"כ לתשלום".
 */
export const heCarLeasingMonthlyBill: Layout = {
  id: 'he-car-leasing-monthly-bill',
  lang: 'he',
  kind: 'subscription invoice',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-car-leasing-monthly-bill');
    const l = rng.pick(LESSORS);
    const vendorTaxId = taxId(rng, true);
    const month = firstOfMonth(`${rng.int(2023, 2025)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`);
    const first = month < '2023-04-01' ? '2023-05-01' : month;
    const date = workday(first, addDays);
    const rate = israeliRate(date);
    const lessee = rng.pick(LESSEES);
    const lesseeId = lessee.company ? taxId(rng, true) : personalId(rng);
    type Row = { text: string; cents: number; taxed: boolean };
    const rent = rng.int(1900, 4600) * 100 + rng.pick([0, 50, 90]) * 100;
    const rows: Row[] = [{ text: `דמי שכירות חודשיים (${dt(first, 'dd/mm/yy')}-${dt(lastOfMonth(first), 'dd/mm/yy')})`, cents: rent, taxed: true }];
    if (rng.chance(0.5)) rows.push({ text: 'הרחבת כיסוי - ביטול השתתפות עצמית', cents: rng.pick([8900, 12900]), taxed: true });
    if (rng.chance(0.35)) rows.push({ text: 'שירות רכב חלופי 24/7', cents: 4900, taxed: true });
    if (rng.chance(0.45)) {
      const km = rng.int(180, 2400);
      const per = rng.pick([29, 34, 38, 42]);
      rows.push({ text: `חריגת ק"מ ברבעון קודם: ${km.toLocaleString('en-US')} ק"מ × ${amount(per)}`, cents: km * per, taxed: true });
    }
    if (rng.chance(0.4)) {
      rows.push({ text: `דמי טיפול בדוח חניה מס' ${rng.digits(8)}`, cents: 5000, taxed: true });
      rows.push({ text: 'קנס חניה עירוני - העברה ללא מע"מ', cents: rng.pick([10000, 25000, 50000]), taxed: false });
    }
    const taxedSum = rows.filter((r) => r.taxed).reduce((a, r) => a + r.cents, 0);
    const exempt = rows.filter((r) => !r.taxed).reduce((a, r) => a + r.cents, 0);
    const vat = vatOfNet(taxedSum, rate);
    const total = taxedSum + vat + exempt;
    const docNo = `${rng.pick(['70', '71', '80'])}${rng.digits(8)}`;
    const chargeDay = addDays(date, rng.int(2, 9));
    const start = addDays(first, -rng.int(100, 900));
    const end = addDays(start, 365 * 3);
    const fonts = rng.pick([
      ['Open Sans', 'Noto Sans Hebrew'],
      ['Roboto', 'Simple CLM'],
      ['DejaVu Sans', 'DejaVu Sans'],
    ]);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const f = (a: string, b: string) => `<div class="f"><span>${a}</span><b>${b}</b></div>`;
    const body = `<div class="band"><div class="brand">${esc(l.brand)}</div><div class="lg">${esc(l.legal)}<br>ח.פ. <bdi>${hyphenId(vendorTaxId)}</bdi> · מוקד שירות *${rng.int(2000, 9999)}</div></div>
<div class="main"><h1>חשבונית מס <span>${docNo}</span></h1>
<div class="grid"><div class="col">${f('תאריך חשבונית', dt(date, fmt))}${f('תקופת חיוב', `<bdi>${dt(first, 'dd/mm/yyyy')} - ${dt(lastOfMonth(first), 'dd/mm/yyyy')}</bdi>`)}${f('מועד חיוב בכרטיס', dt(chargeDay, fmt))}${f('אמצעי תשלום', `כרטיס אשראי <bdi>${rng.digits(4)}</bdi>`)}</div>
<div class="col">${f('לקוח', esc(lessee.name))}${f(lessee.company ? 'ח.פ. לקוח' : 'ת.ז. לקוח', lesseeId)}${f("מס' חוזה", failingId(rng, rng.pick(['4', '6', '7'])))}${f('רכב', `${esc(rng.pick(MODELS))} · <bdi>${plate(rng)}</bdi>`)}${f('תקופת חוזה', `<bdi>${dt(start, 'dd/mm/yy')} - ${dt(end, 'dd/mm/yy')}</bdi>`)}${f('מד אוץ אחרון', `${rng.int(8, 95)},${rng.digits(3)} ק"מ`)}</div></div>
<table><tr><th>תיאור</th><th>חייב במע"מ</th><th>סכום ₪</th></tr>${rows.map((r) => `<tr><td>${esc(r.text)}</td><td class="c">${r.taxed ? 'כן' : 'לא'}</td><td class="n">${amount(r.cents)}</td></tr>`).join('')}</table>
<div class="sum">${f('סה"כ חייב במע"מ', amount(taxedSum))}${f(`מע"מ ${rate}%`, amount(vat))}${f('סה"כ פטור ממע"מ', amount(exempt))}<div class="f tot"><span>סה"כ לתשלום</span><b>₪ ${amount(total)}</b></div></div>
<p class="sm">החיוב יבוצע בכרטיס האשראי שבהסדר ב-${dt(chargeDay, 'dd/mm/yyyy')}. תשלום קנסות ודוחות מועבר לרשות המקומית ואינו חייב במע"מ. לבירורים: מוקד שירות הלקוחות בימים א'-ה'.</p></div>`;
    const css = `body{font-family:'${fonts[0]}','${fonts[1]}',sans-serif;font-size:12.5px;color:#1d1d1d;width:210mm}
.band{background:${l.colour};color:#fff;padding:8mm 14mm;display:flex;justify-content:space-between;align-items:center}.brand{font-family:'${l.font}',sans-serif;font-weight:900;font-size:32px;letter-spacing:1px}.lg{font-size:12px;text-align:left;line-height:1.6}
.main{padding:8mm 14mm}h1{font-size:22px;margin:0 0 6mm}h1 span{color:${l.colour}}.grid{display:flex;gap:10mm}.col{flex:1}.f{display:flex;justify-content:space-between;border-bottom:1px dotted #aaa;padding:1.4mm 0}
table{width:100%;border-collapse:collapse;margin-top:8mm}th{background:#eee;text-align:right;padding:2mm}td{padding:2mm;border-bottom:1px solid #ddd}.n{text-align:left;white-space:nowrap}.c{text-align:center}
.sum{width:85mm;margin:6mm 0 0 auto;margin-right:auto;margin-left:0}.tot{font-size:16px;border-top:2px solid #000;border-bottom:none;margin-top:2mm}.sm{font-size:10.5px;color:#555;margin-top:10mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: l.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
