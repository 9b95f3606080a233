import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, firstOfMonth, heMonth, enMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { baseCss, bi as plain, idOf, items, ltr, next, pairs, plus, total, vatOn } from './extra';

/** "Hebrew / English", the English kept left to right. */
const bi = (he: string, en: string) => plain(he, ltr(en));

const ID = 'mixed-aliyah-mobile-bill';

/** Plans: Hebrew, English, agorot a month before VAT. */
const PLANS: [string, string, number][] = [
  ['חבילת עולים 5G 300GB', 'Olim 5G 300GB plan', 4265],
  ['חבילת עולים 1000 דקות לחו"ל', 'Olim 1000 intl. minutes plan', 5970],
  ['חבילת בסיס 50GB', 'Basic 50GB plan', 2555],
  ['חבילת משפחה - קו נוסף', 'Family plan - extra line', 1700],
];

/**
 * A mobile operator for new immigrants, a monthly bill, A4 (Aharoni CLM and URW Gothic headings, Noto Sans Hebrew and
 * Noto Sans): bilingual "Hebrew · English" throughout, the Ltd with "ח.פ. · Co. Reg." plain, "חשבונית מס חודשית · Monthly
 * tax invoice", pairs (a "KL" and eight digits invoice number, issue date dd/mm/yyyy, the month billed as words in both
 * languages, first to last day, an account number failing the check, card charge date), per line its plan, calls abroad
 * in minutes and roaming days, "סה"כ לפני מע"מ · Total before VAT", VAT added with rate, "סה"כ לחיוב · Total charged" with
 * "₪"; the previous bill's sum as paid.
 */
export const mixedAliyahMobileBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'telecom bill',
  make(rng) {
    const { date } = next(ID, rng, undefined, [2, 6]);
    const start = firstOfMonth(date, -1);
    const end = lastOfMonth(start);
    const count = rng.int(1, 3);
    const rows: string[][] = [];
    const sums: number[] = [];
    for (let i = 0; i < count; i++) {
      const phone = cellular(rng);
      const [ph, pe, pp] = i === 0 ? rng.pick(PLANS.slice(0, 3)) : PLANS[3];
      rows.push([ltr(phone), bi(ph, pe), '', ltr(amount(pp))]);
      sums.push(pp);
      if (rng.chance(0.5)) {
        const min = rng.int(12, 240);
        const s = min * rng.pick([9, 12, 15]);
        rows.push(['', bi('שיחות לחו"ל', 'Calls abroad'), ltr(`${min} min`), ltr(amount(s))]);
        sums.push(s);
      }
      if (rng.chance(0.3)) {
        const days = rng.int(2, 12);
        const s = days * 1700;
        rows.push(['', bi('חבילת גלישה בחו"ל', 'Roaming day pass'), ltr(`${days} days`), ltr(amount(s))]);
        sums.push(s);
      }
    }
    const net = total(sums);
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'קליטה סלולר בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `KL${rng.digits(8)}`;
    const charge = plus(date, rng.int(7, 12));
    const body = `<div class="hd"><div><div class="nm">קליטה סלולר</div><div class="en">Klita Cellular</div></div><div class="sm">${vendorName} · ${ltr('Klita Cellular Ltd.')}<br>${bi('ח.פ.', 'Co. Reg.')} ${ltr(taxId)}<br>${bi('שירות לקוחות', 'Customer care')} ${ltr('*7080')} · עברית · English · Русский · Français</div></div>
<div class="title">חשבונית מס חודשית · Monthly tax invoice</div>
${pairs(
  [
    [bi('מספר חשבונית', 'Invoice no.'), ltr(doc)],
    [bi('תאריך הפקה', 'Issue date'), ltr(dt(date, 'dd/mm/yyyy'))],
    [bi('חודש החיוב', 'Billing month'), `${heMonth(start)} · ${ltr(enMonth(start))}`],
    [bi('תקופה', 'Period'), `${ltr(dt(start, 'dd/mm/yyyy'))} - ${ltr(dt(end, 'dd/mm/yyyy'))}`],
    [bi('מספר לקוח', 'Account no.'), ltr(notAnId(rng))],
    [bi('חיוב בכרטיס אשראי', 'Card charged on'), ltr(dt(charge, 'dd/mm/yyyy'))],
  ],
  2,
)}
<div class="to">${bi('לכבוד', 'To')}: ${rng.pick(['Sarah Goldberg', 'Pierre Azoulay', 'Mikhail Petrov', 'Rachel Cohen-Smith', 'Natan Ferreira'])}</div>
${items([bi('קו', 'Line'), bi('פירוט', 'Item'), bi('כמות', 'Qty'), bi('סכום', 'Amount')], rows)}
<table class="sums"><tr><th>${bi('סה"כ לפני מע"מ', 'Total before VAT')}</th><td>${ltr(amount(net))}</td></tr><tr><th>${bi('מע"מ', 'VAT')} ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="b"><th>${bi('סה"כ לחיוב', 'Total charged')}</th><td>${ltr(`₪${amount(gross)}`)}</td></tr></table>
<div class="prev">${bi('החשבון הקודם', 'Previous bill')}: ${ltr(`₪${amount(gross + rng.int(-900, 900))}`)} - ${bi('שולם, תודה', 'paid, thank you')}</div>
<div class="sm foot">ברוכים הבאים הביתה! · ${ltr('Welcome home!')}<br>${bi('המחירים בחשבונית אינם כוללים מע"מ אלא אם צוין', 'Prices are before VAT unless stated.')}</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','Noto Sans';font-size:11px;padding:14mm 15mm}.hd{display:flex;justify-content:space-between;align-items:center;border-bottom:4px solid #e0662a;padding-bottom:6px}.nm{font-family:'Aharoni CLM';font-size:30px;color:#e0662a}.en{font-family:'URW Gothic';font-size:18px;letter-spacing:2px}
.title{font-family:'Aharoni CLM','URW Gothic';font-size:19px;margin:12px 0 6px}.to{margin:8px 0}.items td:last-child,.items th:last-child{text-align:end}
.sums{width:52%;margin-inline-start:auto}.sums th{text-align:start;font-weight:normal;padding:3px 6px}.sums td{text-align:end;padding:3px 6px}.sums tr.b{font-weight:bold;font-size:14px;background:#fbe6da}.prev{margin-top:10px;color:#555}.foot{margin-top:16px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
