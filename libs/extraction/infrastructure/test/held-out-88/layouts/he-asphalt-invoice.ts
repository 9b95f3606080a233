import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, landline, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, grid, idOf, items, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-asphalt-invoice';

/** Work, unit, agorot per unit before VAT (2022). */
const WORK: [string, string, number][] = [
  ['קרצוף אספלט קיים 5 ס"מ', 'מ"ר', 1450],
  ['ריבוד בתא"ם 19 מ"מ, עובי 5 ס"מ', 'מ"ר', 4650],
  ['ריסוס ביטומן מתחלב לפני ריבוד', 'מ"ר', 320],
  ["מצע סוג א' מהודק", 'מ"ק', 11800],
  ['התאמת גובה שוחה', "יח'", 68000],
  ['צביעת סימון כביש לבן', 'מ"א', 650],
  ['הובלת מכונת פיזור', 'הובלה', 240000],
  ['אבני שפה טרומיות', 'מ"א', 9800],
];

/**
 * A paving contractor in Dimona's industrial zone invoicing a local council or a logistics yard, A4 (Nachlieli CLM name, Noto
 * Serif Hebrew): the company with "ח.פ." spaced in threes, a landline and a contractor's registration number (a distractor),
 * "חשבונית מס", a grid ("מס' חשבונית" as "AS-" and five digits, "תאריך" dd/mm/yyyy, project number, the customer's own ח.פ.),
 * works in square and cubic metres with prices to the agora, "סה"כ לפני מע"מ", VAT added, "סה"כ כולל מע"מ" with "₪", terms
 * + 60 with their date (Sunday to Thursday).
 */
export const heAsphaltInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(WORK, rng.int(4, 6)).map(([name, unitName, p]) => {
      const q = unitName === 'מ"ר' ? rng.int(12, 180) * 10 : unitName === 'מ"א' ? rng.int(4, 60) * 5 : unitName === 'מ"ק' ? rng.int(8, 90) : rng.int(1, 4);
      const unit = Math.round(p * up);
      return { name, unitName, q, unit, sum: q * unit };
    });
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'נגב סלילה ותשתיות (2011) בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `AS-${rng.int(10000, 99999)}`;
    const customer = rng.pick(['מועצה מקומית ירוחם', 'מרכז לוגיסטי רמת חובב בע"מ', 'מועצה אזורית רמת נגב', 'קיבוץ רביבים']);
    const body = `<div class="lh"><div class="nm">נגב סלילה ותשתיות</div><div class="sm">${vendorName} · ח.פ. ${ltr(spacedId(taxId))}<br>א.ת. דימונה · טל׳ ${ltr(landline(rng))} · קבלן רשום מס׳ ${ltr(rng.digits(5))}</div></div>
<h1>חשבונית מס</h1>${grid([
      ["מס' חשבונית", ltr(doc)],
      ['תאריך', ltr(dt(date, 'dd/mm/yyyy'))],
      ['פרויקט', ltr(`P-${rng.digits(4)}`)],
      ['ח.פ. לקוח', ltr(taxIdOfCustomer(rng))],
    ])}<div class="cust">לכבוד: <b>${customer}</b></div>
${items(
  ['תיאור העבודה', "יח'", 'כמות', "מחיר יח'", 'סה"כ'],
  lines.map((l) => [l.name, l.unitName, ltr(l.q.toLocaleString('en-US')), ltr(amount(l.unit)), ltr(amount(l.sum))]),
)}
<table class="sums"><tr><th>סה"כ לפני מע"מ</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="b"><th>סה"כ כולל מע"מ</th><td>${ltr(`₪ ${amount(gross)}`)}</td></tr></table>
<div class="sm">תנאי תשלום: שוטף + 60, עד ${ltr(dt(plus(date, 60), 'dd/mm/yyyy'))}. המדידה לפי חישוב כמויות שאושר בידי המפקח.</div>`;
    const css = `${baseCss}
body{font-family:'Noto Serif Hebrew','DejaVu Serif';font-size:12.5px;padding:16mm 16mm}.lh{border-bottom:3px solid #111;padding-bottom:6px}.nm{font-family:'Nachlieli CLM';font-size:32px;font-weight:bold}
h1{font-size:22px;margin:12px 0 4px}.cust{margin:6px 0}.sums{width:45%;margin-inline-start:auto;margin-top:8px}.sums th{text-align:start;font-weight:normal;padding:3px 6px}.sums td{text-align:end;padding:3px 6px}.sums tr.b{font-size:16px;border-top:2px solid #111}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
