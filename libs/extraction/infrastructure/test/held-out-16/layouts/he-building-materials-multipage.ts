import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, firstOfMonth, landline, lastOfMonth, share, workday } from '../../generalisation/notation';
import { allocation, dec, paged, priced } from './extra';

const SUPPLIERS = [
  { brand: 'בן חמו', sub: 'חומרי בניין · גמר · אינסטלציה', legal: 'י. בן חמו חומרי בניין בע"מ', label: 'ח.פ.', company: true, place: 'אזור תעשייה קריית מלאכי' },
  { brand: 'הצפון', sub: 'מרכז חומרי בניין ועצים', legal: 'חומרי בניין הצפון (1998) בע"מ', label: 'ח.פ.', company: true, place: 'צומת גולני, ד.נ. גליל תחתון' },
  { brand: 'המחסן של אבי', sub: 'חומרי בניין ושיפוצים', legal: 'אבי טנא', label: 'עוסק מורשה', company: false, place: "רח' האומן 7, בית שמש" },
];
/** Code, item, unit, price before VAT (agorot), quantity in hundredths or not. */
const ITEMS: [string, string, string, number, boolean][] = [
  ['1010', 'מלט אפור 25 ק"ג', 'שק', 2890, false],
  ['1022', 'טיט מוכן 40 ק"ג', 'שק', 2450, false],
  ['1105', 'בלוק בטון 20 ס"מ', 'משטח', 52000, false],
  ['1107', 'בלוק איטונג 10 ס"מ', 'משטח', 61000, false],
  ['1210', 'חול מחצבה', 'מ"ק', 9800, true],
  ['1215', 'חצץ 0-25', 'טון', 8600, true],
  ['1301', 'ברזל בניין 12 מ"מ', 'טון', 365000, true],
  ['1310', 'רשת ברזל 8/20', "יח'", 16500, false],
  ['1402', 'דבק קרמיקה C2TE', 'שק', 4900, false],
  ['1418', 'איטום צמנטי דו-רכיבי', 'סט', 27500, false],
  ['1501', 'צינור PVC 110 מ"מ', 'מטר', 2100, false],
  ['1520', 'לוח גבס ירוק 12.5', "יח'", 3800, false],
  ['1533', 'פרופיל גבס 70', "יח'", 1650, false],
  ['1602', 'יריעות ניילון 0.2', 'גליל', 18900, false],
  ['1710', 'שירות הובלה במנוף', 'הובלה', 45000, false],
];

/**
 * A building materials supplier's consolidated monthly "חשבונית מס" to a contractor over two or three A4
 * pages (Simple CLM, FreeSans or Miriam CLM; the brand in Frank Ruehl CLM in a grey block): a header on every
 * page (brand, what it sells, the legal name or the owner's name with "ח.פ." / "עוסק מורשה", and a box with
 * "חשבונית מס מס'" as serial/yy ("4522/25"), "תאריך" the month's last working day, "עמוד 2 מתוך 3"); the
 * contractor with a valid ח.פ., "מס' לקוח", the site; a row per delivery line (delivery note of six digits,
 * its date dd/mm/yy, code, item, unit, quantity — to two decimals for sand, gravel and steel — price and amount);
 * "סה"כ לעמוד" at the foot of each page, no carry-over; on the last page "סה"כ ברוטו", "הנחת לקוח 4%" on
 * some, "סה"כ נטו", "מע"מ", "סה"כ לתשלום", the allocation number on large ones and "שוטף + 90".
 */
export const heBuildingMaterialsMultipage: Layout = {
  id: 'he-building-materials-multipage',
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng: Rng) {
    const s = rng.pick(SUPPLIERS);
    const vendorTaxId = taxId(rng, s.company);
    const month = firstOfMonth(randomDate(rng, '2023-07-01', '2025-12-10'));
    const last = lastOfMonth(month);
    // The month's last working day (Sunday to Thursday).
    let date = last;
    while (workday(date, addDays) !== date) date = addDays(date, -1);
    const rate = israeliRate(date);
    const nPages = rng.pick([2, 3]);
    const count = nPages === 2 ? rng.int(44, 60) : rng.int(75, 92);
    const notes: { no: string; day: string }[] = [];
    const days = Number(last.slice(8));
    let noteNo = rng.int(300000, 380000);
    const rows = Array.from({ length: count }, (_, i) => {
      // Delivery notes follow one another through the month.
      if (!notes.length || rng.chance(0.3)) notes.push({ no: String((noteNo += rng.int(3, 400))), day: addDays(month, Math.floor((i / count) * (days - 1))) });
      const note = notes[notes.length - 1];
      const [code, name, unit, price, hundredths] = rng.pick(ITEMS);
      const q = hundredths ? rng.int(150, 1800) : rng.int(1, price > 40000 ? 6 : 60);
      return { note, code, name, unit, qty: hundredths ? dec(q, 2) : String(q), price, sum: hundredths ? priced(q, 2, price, 2) : q * price };
    });
    const size = Math.ceil(count / nPages);
    const parts = paged(
      rows,
      Array.from({ length: nPages - 1 }, () => size),
    );
    const gross = rows.reduce((a, r) => a + r.sum, 0);
    const disc = rng.chance(0.5) ? share(gross, 4) : 0;
    const net = gross - disc;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const threshold = date >= '2025-01-01' ? 2000000 : 2500000;
    const alloc = date >= '2024-05-05' && net > threshold ? allocation(rng) : '';
    const docNo = `${rng.int(1200, 9800)}/${date.slice(2, 4)}`;
    const font = rng.pick(['Simple CLM', 'FreeSans', 'Miriam CLM']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const customer = rng.pick(['א.ש. קבלנות ופיתוח בע"מ', 'בוני הגליל המערבי בע"מ', 'ר.מ. שיפוצים וגמר בע"מ', 'אחים נסים עבודות בנייה בע"מ']);
    const custId = taxId(rng, true);
    const site = rng.pick(['פרויקט "נוף הפארק" מגרש 112', 'בית ספר יסודי - אגף חדש', "בניין מגורים רח' הזית 9", 'מבנה תעשייה אזור צפוני']);
    const phone = landline(rng);
    const header = (
      n: number,
    ) => `<div class="hd"><div class="logo">${esc(s.brand)}</div><div class="who"><div class="b">${esc(s.legal)}</div><div>${s.label} ${vendorTaxId}</div><div>${esc(s.sub)}</div><div class="sm">${esc(s.place)} · <bdi>${phone}</bdi></div></div>
<div class="box"><div class="tt">חשבונית מס</div><div>מס' ${docNo}</div><div>תאריך: ${dt(date, fmt)}</div><div>עמוד ${n} מתוך ${parts.length}</div></div></div>`;
    const th = '<tr><th>ת. משלוח</th><th>תאריך</th><th>מק"ט</th><th>תיאור</th><th>יח\'</th><th>כמות</th><th>מחיר</th><th>סכום</th></tr>';
    const tr = (r: (typeof rows)[number]) =>
      `<tr><td>${r.note.no}</td><td>${dt(r.note.day, 'dd/mm/yy')}</td><td>${r.code}</td><td>${esc(r.name)}</td><td>${esc(r.unit)}</td><td>${r.qty}</td><td>${amount(r.price)}</td><td>${amount(r.sum)}</td></tr>`;
    const pagesHtml = parts
      .map((p, i) => {
        const pageSum = p.reduce((a, r) => a + r.sum, 0);
        const first =
          i === 0
            ? `<div class="cust">לכבוד: <b>${esc(customer)}</b> · ח.פ. ${custId} · מס' לקוח ${rng.int(20000, 29999)}<br>אתר: ${esc(site)} · ריכוז תעודות משלוח לחודש ${dt(month, 'dd/mm/yyyy').slice(3)}</div>`
            : '';
        const lastPage =
          i === parts.length - 1
            ? `<table class="tot"><tr><td>סה"כ ברוטו</td><td>${amount(gross)}</td></tr>${disc ? `<tr><td>הנחת לקוח 4%</td><td>${amount(disc)}-</td></tr>` : ''}<tr><td>סה"כ נטו</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>₪ ${amount(total)}</td></tr></table>
${alloc ? `<div>מספר הקצאה מרשות המסים: ${alloc}</div>` : ''}<div class="sm">תנאי תשלום: שוטף + 90 (${dt(addDays(last, 90), fmt)}). ${notes.length} תעודות משלוח חתומות מצורפות. סחורה שסופקה אינה ניתנת להחזרה לאחר 14 יום.</div>`
            : '<div class="sm cont">המשך בעמוד הבא</div>';
        return `<div class="page">${header(i + 1)}${first}<table class="it">${th}${p.map(tr).join('')}<tr class="ps"><td colspan="7">סה"כ לעמוד</td><td>${amount(pageSum)}</td></tr></table>${lastPage}</div>`;
      })
      .join('');
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:9.5px;color:#1a1a1a}.page{height:297mm;box-sizing:border-box;padding:9mm 11mm;overflow:hidden;page-break-after:always}.page:last-child{page-break-after:auto}
.hd{display:flex;gap:4mm;align-items:stretch;border-bottom:2px solid #444;padding-bottom:2mm;margin-bottom:3mm}.logo{font-family:'Frank Ruehl CLM',serif;font-weight:bold;font-size:26px;background:#d4d4d4;padding:2mm 4mm;display:flex;align-items:center}.who{flex:1;line-height:1.4}.b{font-weight:bold;font-size:12px}.sm{font-size:8.5px;color:#444}
.box{border:2px solid #000;padding:1.5mm 4mm;line-height:1.45;min-width:44mm}.tt{font-weight:bold;font-size:15px}.cust{margin-bottom:2mm;line-height:1.6}.it{width:100%;border-collapse:collapse}.it th{border-top:1.5px solid #000;border-bottom:1.5px solid #000;padding:1mm;text-align:right;background:#f0f0f0}
.it td{padding:0.7mm 1mm;border-bottom:1px dotted #bbb}.it td:nth-child(n+6),.it th:nth-child(n+6){text-align:left;white-space:nowrap}.ps td{font-weight:bold;text-align:left;border-top:1.5px solid #000}.cont{text-align:center;margin-top:2mm}
.tot{width:75mm;margin:4mm auto 2mm 0;border-collapse:collapse}.tot td{padding:1mm 2mm}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:13px;border-top:2px solid #000;border-bottom:2px solid #000}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: pagesHtml }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
