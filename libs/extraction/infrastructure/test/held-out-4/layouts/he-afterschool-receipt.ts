import { addDays, HE_MONTHS, htmlPage, randomDate, Rng, taxId, truthAmount } from '../../generalisation/kit';
import { dashed, day, layout, monthsLater, personalId, phone } from '../notation';

const PROVIDERS = [
  { name: 'צהרון הפרפרים', owner: 'אורנה כהן', city: 'קריית אונו' },
  { name: 'גן שקד', owner: 'מירב אזולאי', city: 'נס ציונה' },
  { name: 'מעון הדובונים', owner: 'ליאת ונונו', city: 'באר שבע' },
  { name: 'חוג רובוטיקה לילדים', owner: 'גיא פרידמן', city: 'רעננה' },
];

const KIDS = ['נועה', 'איתי', 'תמר', 'עומר', 'יעל', 'אריאל', 'שירה', 'רון'];
const FAMILIES = ['לוי', 'מזרחי', 'ביטון', 'אברהם', 'שטרן', 'חדד', 'קליין', 'גבאי'];
const BANKS: [string, string][] = [
  ['לאומי', '10'],
  ['הפועלים', '12'],
  ['דיסקונט', '11'],
  ['מזרחי טפחות', '20'],
  ['הבינלאומי', '31'],
];

/**
 * A receipt from a carbon-copy receipt book (A5 landscape) of a kindergarten, after-school club
 * or children's class that is an exempt dealer (עוסק פטור): printed form labels with values filled
 * in by hand in blue, "קבלה מס'" pre-printed in red with leading zeros, the parent's valid ת.ז.,
 * the months paid for, a sibling discount written in, a table of post-dated cheques (bank,
 * branch, account, cheque number, due date, amount) or a transfer, whole amounts written
 * "1,450.-", "סה"כ", no VAT, "עוסק פטור" with the owner's id.
 */
export const heAfterschoolReceipt = layout({
  id: 'he-afterschool-receipt',
  lang: 'he',
  kind: 'exempt receipt',
  make(rng: Rng) {
    const p = rng.pick(PROVIDERS);
    const vendorTaxId = taxId(rng, false);
    const date = randomDate(rng, '2023-08-20', '2026-01-31');
    const months = rng.int(1, 4);
    const first = monthsLater(date, rng.int(0, 1));
    const monthNames = Array.from({ length: months }, (_, i) => HE_MONTHS[Number(monthsLater(first, i).slice(5, 7)) - 1]);
    const fee = rng.pick([95000, 120000, 135000, 145000, 48000, 62000]);
    const sibling = rng.chance(0.4);
    const discount = sibling ? Math.round(fee * months * 0.1) : 0;
    const total = fee * months - discount;
    const docNo = String(rng.int(1, 999)).padStart(rng.pick([4, 5]), '0');
    const family = rng.pick(FAMILIES);
    const kid = rng.pick(KIDS);
    const ds = rng.pick(['D/M/y', 'D.M.Y', 'd/m/Y'] as const);
    const byCheques = rng.chance(0.65) && months > 1;
    let chequeRows = '';
    if (byCheques) {
      const [bank, code] = rng.pick(BANKS);
      const branch = String(rng.int(100, 999));
      const account = rng.digits(6);
      let no = rng.int(1000, 9999);
      const each = Math.floor(total / months / 100) * 100;
      for (let i = 0; i < months; i++) {
        const amount = i === months - 1 ? total - each * (months - 1) : each;
        const due = addDays(monthsLater(first, i), rng.int(0, 9));
        chequeRows += `<tr><td>${bank} (${code})</td><td>${branch}</td><td>${account}</td><td>${no++}</td><td>${day(due, ds)}</td><td><span class="h" dir="ltr">${dashed(amount)}</span></td></tr>`;
      }
    } else {
      const how = rng.pick(['העברה בנקאית', 'מזומן', 'ביט']);
      chequeRows = `<tr><td colspan="5"><span class="h">${how}${how === 'העברה בנקאית' ? ` אסמכתא ${rng.digits(8)}` : ''}</span></td><td><span class="h" dir="ltr">${dashed(total)}</span></td></tr>`;
    }
    const last = monthsLater(first, months - 1);
    const span =
      months === 1
        ? `חודש ${monthNames[0]} ${first.slice(0, 4)}`
        : last.slice(0, 4) === first.slice(0, 4)
          ? `חודשים ${monthNames[0]}–${monthNames[months - 1]} ${first.slice(0, 4)}`
          : `חודשים ${monthNames[0]} ${first.slice(0, 4)}–${monthNames[months - 1]} ${last.slice(0, 4)}`;
    const forText = `${p.name.startsWith('חוג') ? 'חוג' : 'שכר לימוד'} ${span} – ${kid}`;
    const body = `<div class="book">
<div class="head"><div><div class="n1">${p.name}</div><div>${p.owner} · ${p.city} · ${phone(rng)}</div><div>עוסק פטור מס' ${vendorTaxId}</div></div>
<div class="rno">קבלה<br>מס' <span>${docNo}</span></div></div>
<div class="line"><span class="l">תאריך:</span><span class="h w1">${day(date, ds)}</span><span class="l">מקור</span></div>
<div class="line"><span class="l">התקבל מאת:</span><span class="h w2">משפ' ${family}</span><span class="l">ת.ז.</span><span class="h w1">${personalId(rng)}</span></div>
<div class="line"><span class="l">עבור:</span><span class="h w3">${forText}${sibling ? ' (הנחת אח/ות 10%)' : ''}</span></div>
<table><tr><th>בנק</th><th>סניף</th><th>חשבון</th><th>מס' שיק</th><th>תאריך פירעון</th><th>סכום</th></tr>${chequeRows}
<tr class="sum"><td colspan="5">סה"כ ש"ח</td><td><span class="h" dir="ltr">${dashed(total)}</span></td></tr></table>
<div class="line foot"><span class="l">חתימה:</span><span class="h sig">${p.owner.split(' ')[0]}</span><span class="l small">עוסק פטור – אין לנכות מס תשומות בגין קבלה זו</span></div>
</div>`;
    const hand = rng.pick(['Comic Neue', 'Ellinia CLM', 'Keter YG']);
    const css = `body{font-family:'David CLM',serif;font-size:13px;color:#222}
.book{margin:7mm 9mm;border:1px solid #888;padding:5mm 7mm;height:124mm;box-sizing:border-box;background:repeating-linear-gradient(#fff 0 9mm,#fff 9mm)}
.head{display:flex;justify-content:space-between;border-bottom:2px solid #333;padding-bottom:2mm;margin-bottom:3mm}
.n1{font-family:'Frank Ruehl CLM';font-size:21px;font-weight:bold}
.rno{color:#b01818;font-size:15px;text-align:center;border:1px solid #b01818;padding:1mm 4mm}
.rno span{font-family:'Liberation Mono',monospace;font-size:18px;letter-spacing:1px}
.line{display:flex;align-items:baseline;gap:3mm;margin:2.5mm 0}
.l{white-space:nowrap}
.h{font-family:'${hand}',cursive;color:#1a3c9c;font-size:16px;transform:rotate(-0.6deg);display:inline-block}
.w1{min-width:35mm;border-bottom:1px dotted #555}.w2{min-width:60mm;border-bottom:1px dotted #555}.w3{flex:1;border-bottom:1px dotted #555}
table{width:100%;border-collapse:collapse;margin-top:3mm}
th,td{border:1px solid #666;padding:1mm 2mm;text-align:center}
th{background:#eee;font-weight:normal}
.sum td{font-weight:bold}
.foot{margin-top:5mm}.sig{min-width:40mm;border-bottom:1px solid #555;font-size:20px}.small{font-size:10px;margin-right:auto}`;
    return {
      page: 'A5 landscape',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5 landscape', css, body }),
      truth: {
        vendorName: p.owner,
        vendorTaxId,
        documentNumber: docNo,
        date,
        currency: 'ILS',
        total: truthAmount(total),
      },
    };
  },
});
