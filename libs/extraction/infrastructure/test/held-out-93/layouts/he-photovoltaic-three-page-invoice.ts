import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, landline, mul } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-photovoltaic-three-page-invoice';

const ROOFS = ['לול 1', 'לול 2', 'רפת', 'מחסן ציוד', 'בית האריזה', 'חדר האוכל', 'מוסך', 'מבנה משק'];
const CUSTOMERS = ['מושב בית חלקיה - אגודה שיתופית חקלאית בע"מ', 'כפר הנוער "ניצנים" - אגודה שיתופית בע"מ', 'משק גלעדי - אגודה חקלאית שיתופית בע"מ'];

/**
 * A solar installer invoicing a cooperative for rooftop photovoltaic systems on several of its buildings, three A4 pages
 * (Aharoni CLM for headings, Noto Sans Hebrew with DejaVu Sans): page 1 the company with "ח.פ." hyphenated and a contractor's licence, a box
 * "חשבונית מס" "מס' SE-yynnnn", date dd/mm/yyyy, "עמוד 1 מתוך 3", the cooperative with its ח.פ., the project and the
 * milestone (completion); every page a table by roof (panels by the unit, inverter, mounting by kWp, DC and AC cable by
 * the metre, labour by kWp, inspection), "העבר לעמוד הבא" and on the next page "העברה מעמוד קודם"; page 3 "סה"כ לפני
 * מע"מ", VAT added, "סה"כ לתשלום כולל מע"מ" "… ₪"; weekdays.
 */
export const hePhotovoltaicThreePageInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const up = 1 - (Number(date.slice(0, 4)) - 2022) * 0.03;
    const roofs = rng.some(ROOFS, 6);
    const lines: { roof: string; name: string; unit: string; qty: number; shown: string; price: number; sum: number }[] = [];
    for (const roof of roofs) {
      const kwp = rng.int(40, 160) / 2;
      const panels = Math.ceil((kwp * 1000) / 545);
      const add = (name: string, unit: string, qty: number, shown: string, p: number) => {
        const price = Math.round((p * up) / 10) * 10;
        lines.push({ roof, name, unit, qty, shown, price, sum: mul(qty, price) });
      };
      add('פאנל סולארי 545W מונו', "יח'", panels, String(panels), 48000);
      add(`ממיר ${Math.round(kwp)}kW תלת פאזי`, "יח'", 1, '1', 1100000 + Math.round(kwp) * 12000);
      add('קונסטרוקציית אלומיניום לגג', 'kWp', kwp, kwp.toFixed(1), 26000);
      add('כבל DC סולארי 6 ממ"ר', "מ'", rng.int(80, 260), '', 900);
      add('כבל AC וארון חשמל', "קומפ'", 1, '1', 380000);
      add('עבודת התקנה', 'kWp', kwp, kwp.toFixed(1), 42000);
      add('בדיקת בודק מוסמך וחיבור לרשת', "קומפ'", 1, '1', 150000);
    }
    for (const l of lines) if (!l.shown) l.shown = String(l.qty);
    const sums = lines.map((l) => l.sum);
    const per = Math.ceil(lines.length / 3);
    const cut1 = per;
    const cut2 = per * 2;
    const c1 = total(sums.slice(0, cut1));
    const c2 = total(sums.slice(0, cut2));
    const net = total(sums);
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'שמש על הגג אנרגיה מתחדשת בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `SE-${date.slice(2, 4)}${String(rng.int(1, 9999)).padStart(4, '0')}`;
    const head = ['#', 'מבנה', 'פריט', 'יחידה', 'כמות', 'מחיר', 'סה"כ'];
    const rowsOf = (a: number, b: number) =>
      lines
        .slice(a, b)
        .map((l, i) => [ltr(String(a + i + 1)), l.roof, ltr(l.name), l.unit === 'kWp' ? ltr('kWp') : l.unit, ltr(l.shown), ltr(amount(l.price)), ltr(amount(l.sum))]);
    const runHead = (n: number) => `<div class="run"><span>${vendorName}</span><span>חשבונית מס ${ltr(doc)} · עמוד ${ltr(String(n))} מתוך ${ltr('3')}</span></div>`;
    const carry = (label: string, v: number) => `<table class="carry"><tr><th>${label}</th><td>${ltr(amount(v))}</td></tr></table>`;
    const p1 = `<div class="page"><div class="hd"><div><div class="nm">שמש על הגג</div><div>${vendorName}</div><div class="sm">ח.פ. ${ltr(hyphenId(taxId))} · קבלן רשום ${ltr(rng.digits(5))} · ${ltr(landline(rng))}</div></div>
<div class="box"><div class="t">חשבונית מס</div><div>מס' ${ltr(doc)}</div><div>תאריך ${ltr(dt(date, 'dd/mm/yyyy'))}</div><div class="sm">עמוד ${ltr('1')} מתוך ${ltr('3')}</div></div></div>
<div class="cust"><div><b>לכבוד:</b> ${rng.pick(CUSTOMERS)}</div><div>ח.פ. ${ltr(taxIdOfCustomer(rng))} · הזמנה ${ltr(`PO-${rng.digits(5)}`)}</div><div><b>הפרויקט:</b> מערכות פוטו-וולטאיות על גגות המשק - אבן דרך: השלמת התקנה וחיבור (${ltr(dt(plus(date, -rng.int(3, 20)), 'dd/mm/yyyy'))})</div></div>
${items(head, rowsOf(0, cut1))}${carry('העבר לעמוד הבא', c1)}</div>`;
    const p2 = `<div class="page">${runHead(2)}${carry('העברה מעמוד קודם', c1)}${items(head, rowsOf(cut1, cut2))}${carry('העבר לעמוד הבא', c2)}</div>`;
    const p3 = `<div class="page">${runHead(3)}${carry('העברה מעמוד קודם', c2)}${items(head, rowsOf(cut2, lines.length))}
<table class="tot"><tr><th>סה"כ לפני מע"מ</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="g"><th>סה"כ לתשלום כולל מע"מ</th><td>${ltr(amount(gross))} ₪</td></tr></table>
<div class="sm note">תנאי תשלום: שוטף + 45. אחריות יצרן לפאנלים 25 שנה ולממירים 10 שנים. העברה בנקאית בלבד.</div></div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:9.5px}.page{height:297mm;box-sizing:border-box;padding:12mm 13mm;page-break-after:always;overflow:hidden}.page:last-child{page-break-after:auto}
.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid #e0a100;padding-bottom:6px}.hd>div:first-child{flex:1}.nm{font-family:'Aharoni CLM';font-size:30px;color:#8a5a00}
.box{flex:0 0 50mm;border:2px solid #e0a100;padding:5px 10px;text-align:center}.box .t{font-family:'Aharoni CLM';font-size:18px}.cust{margin:8px 0;line-height:1.6}
.run{display:flex;justify-content:space-between;font-weight:bold;border-bottom:2px solid #e0a100;padding-bottom:3px;margin-bottom:6px}
.items td:nth-child(n+5),.items th:nth-child(n+5){text-align:end}.items td{padding:2px 4px}.items th{background:#fdf3d6}
.carry,.tot{width:42%;margin-inline-start:auto}.carry th,.tot th{text-align:start;padding:2px 6px}.carry td,.tot td{text-align:end;padding:2px 6px;font-weight:bold}.tot th{font-weight:normal}
.tot{margin-top:10px;border:2px solid #e0a100}.tot tr.g{font-size:12.5px;background:#fdf3d6}.tot tr.g th{font-weight:bold}.note{margin-top:10px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: p1 + p2 + p3 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
