import { addDays, amount, htmlPage, israeliRate, Layout, taxId as companyId, truthAmount } from '../../generalisation/kit';
import { dt, share, spacedId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatOn } from './extra';

const ID = 'he-mavchena-two-page-invoice';

/** Catalogue number, description, agorot a unit before VAT in 2022, kept cold. */
const CATALOGUE: [string, string, number, boolean][] = [
  ['MV-11-0150', 'צינוריות צנטריפוגה 15 מ"ל, סטריליות, אריזה 500', 38000, false],
  ['MV-11-0500', 'צינוריות צנטריפוגה 50 מ"ל, סטריליות, אריזה 500', 46000, false],
  ['MV-12-1015', 'מיקרוטיובים 1.5 מ"ל, אריזה 1000', 14500, false],
  ['MV-13-0200', 'טיפים 200 מיקרוליטר עם פילטר, 10 מגשים', 42000, false],
  ['MV-13-1000', 'טיפים 1000 מיקרוליטר, 10 מגשים', 31000, false],
  ['MV-21-0090', 'צלחות פטרי 90 מ"מ, אריזה 500', 52000, false],
  ['MV-22-0010', 'פיפטות סרולוגיות 10 מ"ל, אריזה 200', 29500, false],
  ['MV-31-0075', 'פלסקות תרבית T75, אריזה 100', 89000, false],
  ['MV-32-0096', 'צלחות 96 בארות, תחתית שטוחה, אריזה 50', 47000, false],
  ['MV-41-0022', 'מסנני מזרק 0.22 מיקרון, אריזה 50', 33000, false],
  ['MV-42-0002', 'קריו-ויאלים 2 מ"ל, אריזה 500', 36000, false],
  ['MV-43-0081', 'קופסת הקפאה ל-81 קריו-ויאלים', 4200, false],
  ['MV-51-0100', 'כפפות ניטריל ללא אבקה M, קרטון 10×100', 24000, false],
  ['MV-52-0280', "מגבוני ניקוי למעבדה, 280 יח'", 3900, false],
  ['MV-53-0038', 'פרפילם 10 ס"מ × 38 מ\'', 21500, false],
  ['MV-61-0120', 'צנצנות דגימה 120 מ"ל, סטריליות, אריזה 100', 17500, false],
  ['MV-71-2500', 'אתנול מוחלט לאנליזה 2.5 ליטר', 21000, false],
  ['MV-72-0100', "אגרוז לאלקטרופורזה 100 גר'", 78000, false],
  ['MV-73-1000', 'בופר PBS 10X, 1 ליטר', 12500, false],
  ['MV-81-0500', 'מדיום גידול DMEM 500 מ"ל', 9800, true],
  ['MV-82-0500', 'סרום עגל עוברי FBS 500 מ"ל', 185000, true],
  ['MV-83-0100', 'טריפסין-EDTA 0.25%, 100 מ"ל', 6500, true],
  ['MV-84-0100', 'פניצילין-סטרפטומיצין 100X, 100 מ"ל', 8900, true],
  ['MV-85-0050', "אנזים פולימראז לתגובת PCR, 500 יח'", 64000, true],
  ['MV-86-0001', 'סמן גודל DNA 1kb, 250 מיקרוליטר', 39000, true],
  ['MV-14-0010', 'טיפים 10 מיקרוליטר, 10 מגשים', 29000, false],
  ['MV-15-0020', 'מיכלי ריאגנטים 25 מ"ל, אריזה 100', 21000, false],
  ['MV-23-0025', 'פיפטות סרולוגיות 25 מ"ל, אריזה 150', 33500, false],
  ['MV-24-0003', 'פיפטות פסטר 3 מ"ל, אריזה 500', 9800, false],
  ['MV-33-0024', 'צלחות 24 בארות, אריזה 50', 52000, false],
  ['MV-34-0035', 'צלחות תרבית 35 מ"מ, אריזה 500', 61000, false],
  ['MV-44-0045', 'מסנני ואקום 0.45 מיקרון, 500 מ"ל, אריזה 12', 48000, false],
  ['MV-54-0007', 'כפפות ניטריל ללא אבקה L, קרטון 10×100', 24000, false],
  ['MV-55-0001', 'חלוקי מעבדה חד-פעמיים, אריזה 10', 12000, false],
  ['MV-62-0060', 'שקיות לפסולת ביולוגית לאוטוקלב, אריזה 100', 15500, false],
  ['MV-74-0500', 'איזופרופנול לאנליזה 1 ליטר', 9500, false],
  ['MV-87-0010', 'דנ"א פולימראז מאסטר מיקס 2X, 5 מ"ל', 72000, true],
];
const CUSTOMERS = [
  'ביו-נבט פיתוח בע"מ – מעבדת תרביות',
  'מכון המחקר לתזונה – מעבדה 4',
  'גנומיקס ישראל בע"מ – מחלקת רצף',
  'מכללת השפלה – המחלקה לביוטכנולוגיה',
  'צמחי עתיד מחקר בע"מ – מעבדת גנטיקה',
];

/**
 * A laboratory-supplies distributor at Ness Ziona invoicing a research laboratory, two A4 pages (Yehuda CLM for the
 * headings, Miriam CLM, Liberation Mono for the catalogue numbers): page 1 a green rule under "מבחנה" with "ציוד
 * ומתכלים למעבדות מחקר", the company "מבחנה ציוד מעבדה ומדע בע"מ" with "ח.פ." spaced in threes, the science park and
 * phones, opposite a framed block "חשבונית מס" with "מספר" (yy and five digits) and "תאריך" dd.mm.yyyy; the customer
 * with its ח.פ., a purchase order (4500 and six digits), the delivery note (six digits) and payment terms (distractors);
 * a zebra-striped table of 26-34 lines (#, catalogue number, description, batch and expiry for the cold reagents,
 * quantity, unit price, the customer's discount 0-15%, sum), 65% of them on page 1, which ends "סה"כ לעמוד – יועבר"
 * (a distractor); page 2 "המשך חשבונית מס … – עמוד 2 מתוך 2", "הועבר מעמוד 1", the other lines, "סה"כ שורות", the
 * delivery (cold chain with dry ice, or free from 1,500), "סה"כ לפני מע"מ", "מע"מ n%" added, "סה"כ לתשלום" "₪ …", the
 * bank details; Sunday to Thursday.
 */
export const heMavchenaTwoPageInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'two-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const pct = rng.pick([0, 5, 10, 15]);
    const lines = rng.some(CATALOGUE, rng.int(26, 34)).map(([code, name, p, cold], i) => {
      const price = Math.round((p * rise) / 10) * 10;
      const q = rng.int(1, price > 50000 ? 3 : 10);
      const gross = q * price;
      const off = share(gross, pct);
      const batch = cold ? `${rng.int(10, 99)}${String.fromCharCode(65 + rng.int(0, 7))}${rng.digits(4)}` : '';
      const expiry = cold ? addDays(date, rng.int(120, 700)).slice(0, 7) : '';
      return { n: i + 1, code, name, cold, price, q, sum: gross - off, batch, expiry };
    });
    const goods = total(lines.map((l) => l.sum));
    const cold = lines.some((l) => l.cold);
    const delivery: [string, number] = cold
      ? ['משלוח בשרשרת קירור (קרח יבש)', Math.round((18000 * rise) / 100) * 100]
      : goods >= 150000
        ? ['משלוח (חינם מעל ₪1,500)', 0]
        : ['משלוח', Math.round((4500 * rise) / 100) * 100];
    const net = goods + delivery[1];
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'מבחנה ציוד מעבדה ומדע בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(2, 4)}${rng.digits(5)}`;
    const split = Math.ceil(lines.length * 0.65);
    const fix = (s: string) => s.replace(/[0-9A-Za-z](?:[0-9A-Za-z/.,%×\- ]*[0-9A-Za-z%])?/g, (m) => ltr(m));
    const row = (l: (typeof lines)[number]) =>
      `<tr><td>${ltr(String(l.n))}</td><td class="cat">${ltr(l.code)}</td><td>${fix(l.name)}${l.cold ? `<div class="bt">אצווה ${ltr(l.batch)} · תוקף ${ltr(`${l.expiry.slice(5)}/${l.expiry.slice(0, 4)}`)} · לשמור בקירור</div>` : ''}</td><td>${ltr(String(l.q))}</td><td>${ltr(amount(l.price))}</td><td>${pct ? ltr(`${pct}%`) : '–'}</td><td>${ltr(amount(l.sum))}</td></tr>`;
    const head = `<tr><th>#</th><th>מק"ט</th><th>תיאור</th><th>כמות</th><th>מחיר יח'</th><th>הנחה</th><th>סה"כ</th></tr>`;
    const page1Sum = total(lines.slice(0, split).map((l) => l.sum));
    const foot = (i: number) => `<div class="pg">מבחנה ציוד מעבדה ומדע בע"מ · עמוד ${ltr(String(i))} מתוך ${ltr('2')}</div>`;
    const p1 = `<div class="page"><div class="hdr"><div><div class="nm">מבחנה</div><div class="tg">ציוד ומתכלים למעבדות מחקר</div><div class="co">${vendorName} · ח.פ. ${ltr(spacedId(taxId))}<br>פארק המדע, נס ציונה · טל' ${ltr(`08-93${rng.digits(5)}`)} · פקס ${ltr(`08-93${rng.digits(5)}`)}</div></div>
<div class="doc"><div class="dt">חשבונית מס</div><div>מספר <b>${ltr(doc)}</b></div><div>תאריך <b>${ltr(dt(date, 'dd.mm.yyyy'))}</b></div><div class="sm">מקור</div></div></div>
<table class="cu"><tr><td>לכבוד: <b>${rng.pick(CUSTOMERS)}</b></td><td>ח.פ. ${ltr(companyId(rng, true))}</td></tr><tr><td>הזמנת רכש: ${ltr(`4500${rng.digits(6)}`)} · תעודת משלוח: ${ltr(String(rng.int(100000, 999999)))}</td><td>תנאי תשלום: שוטף + ${ltr('60')}</td></tr></table>
<table class="t">${head}${lines.slice(0, split).map(row).join('')}<tr class="carry"><td colspan="6">סה"כ לעמוד – יועבר</td><td>${ltr(amount(page1Sum))}</td></tr></table>${foot(1)}</div>`;
    const p2 = `<div class="page"><div class="run">המשך חשבונית מס ${ltr(doc)} – עמוד ${ltr('2')} מתוך ${ltr('2')}</div>
<table class="t">${head}<tr class="carry"><td colspan="6">הועבר מעמוד ${ltr('1')}</td><td>${ltr(amount(page1Sum))}</td></tr>${lines.slice(split).map(row).join('')}</table>
<div class="end"><div class="bank"><b>פרטי העברה בנקאית</b><br>בנק הפועלים, סניף ${ltr(String(rng.int(500, 699)))}, חשבון ${ltr(String(rng.int(100000, 999999)))}<br>נא לציין את מספר החשבונית בהעברה.<br>אישור ניכוי מס במקור מצורף לפי בקשה.</div>
<table class="tot"><tr><td>סה"כ שורות</td><td>${ltr(amount(goods))}</td></tr><tr><td>${fix(delivery[0])}</td><td>${ltr(amount(delivery[1]))}</td></tr><tr><td>סה"כ לפני מע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${ltr(`₪ ${amount(gross)}`)}</td></tr></table></div>${foot(2)}</div>`;
    const css = `body{font-family:'Miriam CLM';font-size:12px}.page{height:297mm;box-sizing:border-box;padding:12mm 12mm;page-break-after:always;position:relative;overflow:hidden}.page:last-child{page-break-after:auto}
.hdr{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:4px solid #2f7d4f;padding-bottom:6px}.nm{font-family:'Yehuda CLM';font-size:34px;font-weight:bold;color:#2f7d4f;line-height:1}.tg{font-family:'Yehuda CLM';font-size:14px}.co{margin-top:4px;line-height:1.5}
.doc{border:1.5px solid #2f7d4f;padding:6px 14px;line-height:1.6;min-width:48mm}.dt{font-family:'Yehuda CLM';font-size:20px;font-weight:bold}.sm{font-size:10px;color:#555}
.cu{width:100%;margin:8px 0;border-collapse:collapse}.cu td{padding:2px 0}.cu td:last-child{text-align:left}
.t{width:100%;border-collapse:collapse}.t th{font-family:'Yehuda CLM';background:#2f7d4f;color:#fff;text-align:start;padding:3px 4px}.t td{padding:4.5px 4px;vertical-align:top}.t tr:nth-child(even) td{background:#eef5f0}.t td:nth-child(n+4){white-space:nowrap;text-align:left}.cat{font-family:'Liberation Mono';font-size:10.5px;white-space:nowrap}.bt{font-size:9.5px;color:#555}
.carry td{font-weight:bold;border-top:1.5px solid #2f7d4f;background:#fff!important}.run{font-family:'Yehuda CLM';font-size:14px;border-bottom:3px solid #2f7d4f;padding-bottom:3px;margin-bottom:8px}
.end{display:flex;justify-content:space-between;gap:10mm;margin-top:12px}.bank{font-size:10.5px;line-height:1.6;max-width:80mm}.tot{border-collapse:collapse;min-width:80mm}.tot td{padding:3px 8px}.tot td:last-child{text-align:left}.tot .g td{font-weight:bold;font-size:15px;border-top:2px solid #000;background:#eef5f0}
.pg{position:absolute;bottom:8mm;left:0;right:0;text-align:center;font-size:10px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: p1 + p2 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
