import { amount, htmlPage, israeliRate, Layout, taxId as companyId, truthAmount } from '../../generalisation/kit';
import { dt, heMonth, lastOfMonth, share, spacedId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatOn, weekdayOf } from './extra';

const ID = 'he-lavena-two-page-invoice';

/** Material, unit, agorot a unit before VAT in 2022, and whether it is weighed in tenths of a ton. */
const MATERIALS: [string, string, number, boolean][] = [
  ['מלט אפור 25 ק"ג', 'שק', 2900, false],
  ['מלט לבן 25 ק"ג', 'שק', 5200, false],
  ['חול מחצבה', 'טון', 9500, true],
  ['חצץ 3/4', 'טון', 8800, true],
  ['בלוק בטון 20 ס"מ', "יח'", 520, false],
  ['בלוק איטונג 15 ס"מ', "יח'", 1450, false],
  ['ברזל מצולע 12 מ"מ, 12 מ\'', 'מוט', 6800, false],
  ['רשת ברזל 6 מ"מ 20/20', "יח'", 11500, false],
  ['טיח מוכן חוץ 40 ק"ג', 'שק', 3400, false],
  ['דבק קרמיקה C2 25 ק"ג', 'שק', 4600, false],
  ['לוח גבס 12.5 מ"מ', "יח'", 3300, false],
  ['פרופיל גבס 70', "יח'", 1900, false],
  ['איטום ביטומני 18 ק"ג', 'דלי', 21000, false],
  ["צינור ביוב PVC 110, 6 מ'", "יח'", 9400, false],
];
const SITES = ["בניין מגורים, סח'נין", 'וילה פרטית, דיר חנא', 'מבנה מסחרי, עראבה', 'בית ספר יסודי, כאבול', 'תוספת בנייה, עראבה'];
const CONTRACTORS = ['ע.ק. בנייה ופיתוח בע"מ', 'נסאר עבודות עפר ובנייה בע"מ', 'בית הגליל קבלנות כללית בע"מ', 'י.מ.ח. שלד וגמרים בע"מ'];
const DRIVERS = ["ג'מיל", 'סאמי', 'וליד', 'אחמד', 'מוסא'];

/**
 * A building-materials yard at Arraba invoicing a contractor for a month's delivery notes, two A4 pages (Aharoni CLM
 * for the headings, Frank Ruehl CLM): page 1 "לבנה" in a brick-red block with "חומרי בניין · ברזל · גבס · איטום",
 * opposite "לבנה חומרי בניין ושיווק בע"מ" with "ח.פ" spaced in threes, the industrial area and phones; a band
 * "חשבונית מס מרכזת – <month>" with "מס'" yyyy-nnnnn and "תאריך" dd/mm/yyyy (the month's last working day); the
 * contractor with its ח.פ. and customer number (distractors); then, for each of 10-13 delivery notes, a shaded row
 * ("תעודת משלוח" six digits, dd/mm/yyyy, site, driver) over its materials (quantity, unit, price, sum; sand and gravel
 * in tenths of a ton) and its haulage (crane truck, flatbed, or collected); page 1 ends "המשך בעמוד 2"; page 2 is
 * headed "חשבונית מס מרכזת … – עמוד 2 מתוך 2", continues the notes, then a summary by delivery note, "סה"כ חומרים",
 * "סה"כ הובלות", "הנחת קבלן n% על החומרים" (3-5), "סה"כ לפני מע"מ", "מע"מ n%" added and "סה"כ לתשלום" "… ₪"; the page
 * numbers at the foot.
 */
export const heLavenaTwoPageInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'two-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(lastOfMonth(raw), [5, 6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.06;
    const last = Number(date.slice(8));
    let note = rng.int(310000, 689000);
    const days = [...Array(rng.int(10, 13))].map(() => rng.int(1, last)).sort((a, b) => a - b);
    const notes = days.map((d) => {
      let day = `${date.slice(0, 8)}${String(d).padStart(2, '0')}`;
      if (weekdayOf(day) === 6) day = `${date.slice(0, 8)}${String(Math.max(1, d - 1)).padStart(2, '0')}`;
      note += rng.int(20, 400);
      const lines = rng.some(MATERIALS, rng.int(2, 4)).map(([name, unit, p, tons]) => {
        const price = Math.round((p * rise) / 10) * 10;
        const q = tons ? rng.int(20, 140) : unit === "יח'" && p < 2000 ? rng.int(5, 40) * 10 : rng.int(2, 40);
        return { name, unit, price, tons, q, sum: tons ? Math.round((q * price) / 10) : q * price };
      });
      const haul = rng.pick([
        ['הובלה במשאית מנוף', Math.round((42000 * rise) / 100) * 100],
        ['הובלה במשאית פתוחה', Math.round((26000 * rise) / 100) * 100],
        ['איסוף עצמי', 0],
      ] as [string, number][]);
      return { no: String(note), day, site: rng.pick(SITES), driver: rng.pick(DRIVERS), lines, haul };
    });
    const noteSum = (n: (typeof notes)[number]) => total(n.lines.map((l) => l.sum)) + n.haul[1];
    const goods = total(notes.map((n) => total(n.lines.map((l) => l.sum))));
    const hauls = total(notes.map((n) => n.haul[1]));
    const pct = rng.int(3, 5);
    const discount = share(goods, pct);
    const net = goods + hauls - discount;
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'לבנה חומרי בניין ושיווק בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(0, 4)}-${String(rng.int(120, 2900)).padStart(5, '0')}`;
    const split = Math.ceil(notes.length * 0.55);
    const fix = (s: string) => s.replace(/[0-9A-Z](?:[0-9A-Z/.,× ]*[0-9A-Z])?/g, (m) => ltr(m));
    const block = (n: (typeof notes)[number]) =>
      `<tr class="dn"><td colspan="4">תעודת משלוח ${ltr(n.no)} · ${ltr(dt(n.day, 'dd/mm/yyyy'))} · אתר: ${n.site} · נהג: ${n.driver}</td><td>${ltr(amount(noteSum(n)))}</td></tr>${n.lines
        .map(
          (l) =>
            `<tr><td>${fix(l.name)}</td><td>${ltr(l.tons ? (l.q / 10).toFixed(1) : String(l.q))}</td><td>${l.unit}</td><td>${ltr(amount(l.price))}</td><td>${ltr(amount(l.sum))}</td></tr>`,
        )
        .join('')}<tr><td>${n.haul[0]}</td><td></td><td></td><td></td><td>${ltr(amount(n.haul[1]))}</td></tr>`;
    const head = `<tr><th>פריט</th><th>כמות</th><th>יחידה</th><th>מחיר</th><th>סכום</th></tr>`;
    const foot = (i: number) => `<div class="pg">עמוד ${ltr(String(i))} מתוך ${ltr('2')}</div>`;
    const month = heMonth(date);
    const p1 = `<div class="page"><div class="hdr"><div class="logo"><div class="nm">לבנה</div><div>חומרי בניין · ברזל · גבס · איטום</div></div><div class="co"><b>${vendorName}</b><br>ח.פ ${ltr(spacedId(taxId))}<br>אזור התעשייה עראבה<br>טל' ${ltr(`04-67${rng.digits(5)}`)} · פקס ${ltr(`04-67${rng.digits(5)}`)}</div></div>
<div class="band"><span class="ti">חשבונית מס מרכזת – ${month}</span><span>מס' <b>${ltr(doc)}</b></span><span>תאריך <b>${ltr(dt(date, 'dd/mm/yyyy'))}</b></span></div>
<div class="cu">לכבוד: <b>${rng.pick(CONTRACTORS)}</b> · ח.פ. ${ltr(companyId(rng, true))} · מס' לקוח ${ltr(String(rng.int(1000, 9999)))}<br>ריכוז תעודות המשלוח שסופקו בחודש ${month}</div>
<table class="t">${head}${notes.slice(0, split).map(block).join('')}</table><div class="cont">המשך בעמוד ${ltr('2')}</div>${foot(1)}</div>`;
    const summary = `<table class="sum"><tr><th>תעודת משלוח</th><th>תאריך</th><th>סכום</th></tr>${notes
      .map((n) => `<tr><td>${ltr(n.no)}</td><td>${ltr(dt(n.day, 'dd/mm/yy'))}</td><td>${ltr(amount(noteSum(n)))}</td></tr>`)
      .join('')}</table>`;
    const tot = `<table class="tot"><tr><td>סה"כ חומרים</td><td>${ltr(amount(goods))}</td></tr><tr><td>סה"כ הובלות</td><td>${ltr(amount(hauls))}</td></tr><tr><td>הנחת קבלן ${ltr(`${pct}%`)} על החומרים</td><td>${ltr(`-${amount(discount)}`)}</td></tr><tr><td>סה"כ לפני מע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${ltr(`${amount(gross)} ₪`)}</td></tr></table>`;
    const p2 = `<div class="page"><div class="run">חשבונית מס מרכזת ${ltr(doc)} – עמוד ${ltr('2')} מתוך ${ltr('2')}</div><table class="t">${head}${notes.slice(split).map(block).join('')}</table>
<div class="end"><div><div class="st">ריכוז לפי תעודות</div>${summary}</div><div>${tot}<div class="terms">תנאי תשלום: שוטף + ${ltr('90')}. ניכוי מס במקור לפי אישור בתוקף בלבד. הסחורה נשארת בבעלות הספק עד לתשלום המלא.</div></div></div>${foot(2)}</div>`;
    const css = `body{font-family:'Frank Ruehl CLM';font-size:12px}.page{height:297mm;box-sizing:border-box;padding:12mm 13mm;page-break-after:always;position:relative;overflow:hidden}.page:last-child{page-break-after:auto}
.hdr{display:flex;justify-content:space-between;align-items:center}.logo{background:#9c3b2a;color:#fff;padding:6px 14px;font-family:'Aharoni CLM'}.nm{font-size:34px;font-weight:bold;line-height:1.1}.co{text-align:left;line-height:1.45}
.band{display:flex;gap:18px;align-items:baseline;background:#f2e4df;border-right:6px solid #9c3b2a;margin:10px 0 6px;padding:5px 8px}.ti{font-family:'Aharoni CLM';font-size:17px;font-weight:bold}.cu{margin-bottom:8px;line-height:1.5}
.t{width:100%;border-collapse:collapse}.t th{font-family:'Aharoni CLM';border-bottom:2px solid #9c3b2a;text-align:start;padding:2px 4px}.t td{padding:1.5px 4px;border-bottom:1px solid #e2d5d0}.t td:nth-child(n+2){white-space:nowrap;width:18mm}.t td:last-child{text-align:left}.dn td{background:#eee;font-weight:bold;border-top:1px solid #000}
.cont{text-align:left;font-weight:bold;margin-top:6px}.run{font-family:'Aharoni CLM';font-size:14px;border-bottom:2px solid #9c3b2a;padding-bottom:3px;margin-bottom:6px}
.end{display:flex;justify-content:space-between;gap:10mm;margin-top:10px}.st{font-family:'Aharoni CLM';margin-bottom:2px}.sum{border-collapse:collapse;font-size:11px}.sum td,.sum th{padding:1px 6px;border-bottom:1px solid #ddd;text-align:start}
.tot{border-collapse:collapse;min-width:85mm}.tot td{padding:3px 8px}.tot td:last-child{text-align:left}.tot .g td{font-weight:bold;font-size:16px;border-top:2px solid #000;border-bottom:2px solid #000}.terms{margin-top:10px;font-size:11px;max-width:85mm}
.pg{position:absolute;bottom:8mm;left:0;right:0;text-align:center;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: p1 + p2 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
