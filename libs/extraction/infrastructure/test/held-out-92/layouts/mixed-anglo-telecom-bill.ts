import { amount, EN_MONTHS, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, notAnId, personalId } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, total, vatOn } from './extra';

const ID = 'mixed-anglo-telecom-bill';

const CUSTOMERS = ['Jonathan Feldman', 'Rebecca Stein', 'Aaron Weiss', 'Miriam Cohen', 'Benjamin Hart', 'Leah Gordon'];

/** A bilingual description cell: Hebrew over English. */
const desc = (he: string, en: string) => `<div>${he}</div><div class="en">${ltr(en)}</div>`;

/**
 * A phone and fibre provider for English-speaking immigrants, a monthly bill on A4 (Miriam CLM, Noto Sans): the Hebrew
 * company and its English brand, "ח.פ. · Company No." plain; "חשבונית מס חודשית | Monthly Tax Invoice" with "AL" and
 * eight digits; a box of bilingual pairs (issue date d/m/yyyy on the first days of the month, the month before in Hebrew
 * and English words and as first to last day, the card charge date on the 10th, an account number failing the check, the
 * customer with a personal id); charges each described in Hebrew over English (plan, a virtual US or Canadian number,
 * fibre, calls abroad by the minute, roaming days, sometimes a loyalty discount as a minus); "סה"כ לפני מע"מ · Subtotal",
 * VAT added with rate, "סה"כ לחיוב · Total to be charged" "₪…".
 */
export const mixedAngloTelecomBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'telecom bill',
  make(rng) {
    const { date } = next(ID, rng, undefined, [1, 5]);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const charge = `${date.slice(0, 8)}10`;
    const rows: [string, number][] = [];
    const plan = rng.pick([5990, 7990, 11990]);
    rows.push([desc(`חבילת אנגלו ${plan >= 11990 ? 'פרימיום' : 'פלוס'}`, `Anglo ${plan >= 11990 ? 'Premium' : 'Plus'} plan`), plan]);
    if (rng.chance(0.7)) {
      const us = rng.chance(0.6);
      rows.push([desc(us ? 'מספר וירטואלי אמריקאי' : 'מספר וירטואלי קנדי', us ? 'US virtual number' : 'Canadian virtual number'), 2490]);
    }
    if (rng.chance(0.6)) rows.push([desc('אינטרנט בסיב אופטי 1000 מגה', 'Fibre internet 1 Gbps'), rng.pick([8900, 9900])]);
    if (rng.chance(0.6)) {
      const minutes = rng.int(12, 340);
      rows.push([desc(`שיחות לחו"ל מעבר לחבילה (${ltr(String(minutes))} דק')`, `Calls abroad beyond plan (${minutes} min × 0.19)`), minutes * 19]);
    }
    if (rng.chance(0.4)) {
      const days = rng.int(2, 12);
      rows.push([desc(`ימי גלישה בחו"ל (${ltr(String(days))})`, `Roaming day passes (${days} × 19.90)`), days * 1990]);
    }
    if (rng.chance(0.35)) rows.push([desc('הנחת לקוח ותיק', 'Loyalty discount'), -1500]);
    const net = total(rows.map(([, s]) => s));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'אנגלו-ליין תקשורת בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `AL${rng.digits(8)}`;
    const enPeriod = `${EN_MONTHS[Number(from.slice(5, 7)) - 1]} ${from.slice(0, 4)}`;
    const pair = (he: string, en: string, v: string) => `<tr><th>${he}</th><td>${v}</td><th class="en">${ltr(en)}</th></tr>`;
    const body = `<div class="hd"><div><div class="he">${vendorName}</div><div class="sm">ח.פ. · ${ltr('Company No.')} ${ltr(taxId)}</div><div class="sm">ת.ד. ${ltr(String(rng.int(1000, 9999)))}, כפר סבא · שירות: ${ltr('*4040')}</div></div><div class="brand">${ltr('AngloLine')}</div></div>
<div class="ttl">חשבונית מס חודשית | ${ltr('Monthly Tax Invoice')} <span>${ltr(doc)}</span></div>
<table class="info">${pair('תאריך הפקה', 'Issued', ltr(dt(date, 'd/m/yyyy')))}${pair('תקופת החיוב', 'Billing period', `${heMonth(from)} · ${ltr(enPeriod)} (${ltr(`${dt(from, 'dd/mm/yyyy')} - ${dt(to, 'dd/mm/yyyy')}`)})`)}${pair('מועד החיוב בכרטיס', 'Card charge date', ltr(dt(charge, 'dd/mm/yyyy')))}
${pair('מספר חשבון', 'Account no.', ltr(notAnId(rng)))}${pair('שם הלקוח', 'Customer', ltr(rng.pick(CUSTOMERS)))}${pair('ת.ז.', 'ID no.', ltr(personalId(rng)))}</table>
<table class="ch"><thead><tr><th>פירוט · ${ltr('Description')}</th><th>תקופה · ${ltr('Period')}</th><th>סכום · ${ltr('Amount')} ₪</th></tr></thead><tbody>
${rows.map(([d, s]) => `<tr><td>${d}</td><td>${ltr(`${dt(from, 'dd/mm')}-${dt(to, 'dd/mm')}`)}</td><td class="n">${ltr(amount(s))}</td></tr>`).join('')}</tbody></table>
<table class="tot"><tr><th>סה"כ לפני מע"מ · ${ltr('Subtotal')}</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)} · ${ltr(`VAT ${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr>
<tr class="g"><th>סה"כ לחיוב · ${ltr('Total to be charged')}</th><td>${ltr(`₪${amount(gross)}`)}</td></tr><tr><th>יתרה קודמת · ${ltr('Previous balance')}</th><td>${ltr('0.00')}</td></tr></table>
<div class="sm foot">הסכום יחויב בכרטיס האשראי שבהוראת הקבע · ${ltr('The total will be charged to the card on file. Questions? Call *4040, Sunday to Thursday 9:00-18:00.')}</div>`;
    const css = `${baseCss}
body{font-family:'Miriam CLM','Noto Sans';font-size:12px;padding:13mm 15mm}.hd{display:flex;justify-content:space-between;align-items:center;border-bottom:4px solid #0f6e6e;padding-bottom:6px}.he{font-size:20px;font-weight:bold}
.brand{font-family:'Noto Sans';font-size:30px;font-weight:bold;color:#0f6e6e}.ttl{margin:12px 0 8px;font-size:16px;font-weight:bold}.ttl span{margin-inline-start:20px;color:#0f6e6e}
.info{border:1px solid #0f6e6e;width:100%;margin-bottom:10px}.info th{text-align:start;font-weight:normal;padding:2px 8px;color:#333}.info th.en{text-align:end;font-family:'Noto Sans';font-size:11px}.info td{font-weight:bold;padding:2px 8px}
.ch{width:100%}.ch th{background:#0f6e6e;color:#fff;padding:4px;text-align:start}.ch td{border-bottom:1px solid #ccc;padding:3px 4px}.ch .n{text-align:end}.en{font-family:'Noto Sans';font-size:10.5px;color:#444}
.tot{width:55%;margin-inline-start:auto;margin-top:8px}.tot th{text-align:start;font-weight:normal;padding:3px 6px}.tot td{text-align:end;padding:3px 6px}.tot tr.g{font-weight:bold;font-size:15px;border-top:2px solid #0f6e6e;border-bottom:2px solid #0f6e6e}.foot{margin-top:16px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
