import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, notAnId, share, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'mixed-teder-telecom-bill';

/** Plan (Hebrew, English), agorot a month before VAT. */
const PLANS: [string, string, number][] = [
  ['5G ללא הגבלה', 'Unlimited 5G', 4230],
  ['חבילת 40GB', '40GB plan', 2540],
  ['קו ילדים מוגן', 'Protected kids line', 1690],
  ['קו שיחות בלבד', 'Talk-only line', 1010],
];
/** Extra (Hebrew, English), agorot before VAT. */
const EXTRAS: [string, string, number][] = [
  ['חבילת גלישה בחו"ל 5GB', 'Roaming data 5GB', 2540],
  ['שירות ענן 100GB', 'Cloud backup 100GB', 850],
  ['זיהוי שיחות מורחב', 'Extended caller ID', 420],
  ['מספר וירטואלי נוסף', 'Second virtual number', 1270],
];
const HOLDERS = ['אורית ושמעון דהן', 'נדים עבאס', 'תמר קליין', 'משפחת ברגר', 'עומר יוסף'];

/**
 * A mobile operator's monthly bill, every label in Hebrew with its English below it, A4 (Aharoni CLM for the brand,
 * Noto Sans Hebrew with Noto Sans): "תדר" with "Teder Mobile" over the company and "ח.פ. / Company No." spaced in
 * threes; a block of Hebrew-over-English labels (tax invoice "No. 70-nnnnnnn", issue date dd/mm/yyyy on the 10th-14th
 * on a weekday, the cycle from the 10th to the 9th, a customer number failing the check, the holder); one block per
 * line (a masked number, the plan, sometimes roaming, cloud, caller ID, a virtual number, or calls abroad by the
 * minute), a family discount of 10% on the plans from three lines as a minus; "סה"כ לפני מע"מ / Subtotal", "מע"מ n% /
 * VAT n%" added, "סה"כ לתשלום / Total due" "₪ …" and the card charge date; any day but Friday and Saturday.
 */
export const mixedTederTelecomBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'telecom bill',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [10, 14]);
    const date = avoid(raw, [5, 6]);
    const to = `${date.slice(0, 8)}09`;
    const prev = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 2, 10)).toISOString().slice(0, 10);
    const count = rng.int(1, 4);
    const blocks: string[] = [];
    const sums: number[] = [];
    let plans = 0;
    const lab = (he: string, en: string) => `<div>${he}</div><div class="en">${ltr(en)}</div>`;
    const line = (he: string, en: string, v: number) => {
      sums.push(v);
      return `<tr><td>${lab(he, en)}</td><td class="v">${ltr(amount(v))}</td></tr>`;
    };
    for (let i = 0; i < count; i++) {
      const [ph, pe, pp] = i === 0 ? PLANS[rng.int(0, 1)] : rng.pick(PLANS);
      plans += pp;
      let rows = line(
        ph.replace(/(\d+G[B]?)/, (m) => ltr(m)),
        pe,
        pp,
      );
      for (const [eh, ee, ep] of rng.some(EXTRAS, rng.int(0, 2)))
        rows += line(
          eh.replace(/(\d+GB)/, (m) => ltr(m)),
          ee,
          ep,
        );
      if (rng.chance(0.25)) {
        const min = rng.int(5, 90);
        rows += line(`שיחות לחו"ל ${ltr(String(min))} דק'`, `Calls abroad, ${min} min`, min * 21);
      }
      blocks.push(`<div class="sub"><div class="num">${ltr(`05${rng.pick(['0', '2', '3', '4', '8'])}-***-${rng.digits(4)}`)}</div><table class="ln">${rows}</table></div>`);
    }
    const discount = count >= 3 ? share(plans, 10) : 0;
    const net = total(sums) - discount;
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'תדר תקשורת סלולרית בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `70-${rng.int(1000000, 9999999)}`;
    const head = (he: string, en: string, v: string) => `<div class="h"><div class="hl">${lab(he, en)}</div><div class="hv">${v}</div></div>`;
    const body = `<div class="top"><div><div class="brand">תדר</div><div class="en">${ltr('Teder Mobile')}</div></div><div class="co">${vendorName}<br>ח.פ. / <span class="en">${ltr('Company No.')}</span> ${ltr(spacedId(taxId))}<br>מוקד שירות ${ltr(`*${rng.int(2, 9)}${rng.digits(3)}`)}</div></div>
<div class="heads">${head('חשבונית מס', 'Tax invoice', ltr(`No. ${doc}`))}${head('תאריך הפקה', 'Issue date', ltr(dt(date, 'dd/mm/yyyy')))}${head('תקופת החיוב', 'Billing period', ltr(`${dt(prev, 'dd/mm/yyyy')} - ${dt(to, 'dd/mm/yyyy')}`))}
${head('מספר לקוח', 'Customer no.', ltr(notAnId(rng)))}${head('בעל החשבון', 'Account holder', rng.pick(HOLDERS))}${head('מספר קווים', 'Lines', ltr(String(count)))}</div>
<div class="sec">${lab('פירוט החיובים לפי קו', 'Charges by line')}</div>${blocks.join('')}
<table class="ln tot">${discount ? `<tr><td>${lab(`הנחת משפחה ${ltr('10%')}`, 'Family discount 10%')}</td><td class="v">${ltr(amount(-discount))}</td></tr>` : ''}
<tr><td>${lab('סה"כ לפני מע"מ', 'Subtotal')}</td><td class="v">${ltr(amount(net))}</td></tr><tr><td>${lab(`מע"מ ${ltr(`${rate}%`)}`, `VAT ${rate}%`)}</td><td class="v">${ltr(amount(vat))}</td></tr>
<tr class="g"><td>${lab('סה"כ לתשלום', 'Total due')}</td><td class="v">${ltr(`₪ ${amount(gross)}`)}</td></tr></table>
<div class="pay">${lab(`הסכום יחויב בכרטיס האשראי ביום ${ltr(dt(plus(date, 10), 'dd/mm/yyyy'))}`, `Charged to your card on ${dt(plus(date, 10), 'dd/mm/yyyy')}`)}</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','Noto Sans';font-size:12.5px;padding:14mm 15mm}.en{font-family:'Noto Sans';font-size:10px;color:#666}.top{display:flex;justify-content:space-between;align-items:center;border-bottom:4px solid #e0542a;padding-bottom:6px}
.brand{font-family:'Aharoni CLM';font-size:46px;color:#e0542a;line-height:1}.co{text-align:end;line-height:1.5}.heads{display:grid;grid-template-columns:1fr 1fr 1fr;gap:6px 14px;margin:12px 0}
.h{border-bottom:1px solid #ddd;padding:2px 0}.hv{font-weight:bold;margin-top:2px}.sec{margin:10px 0 4px;font-weight:bold;font-size:14px}.sub{border:1px solid #ccc;border-radius:6px;padding:4px 10px;margin-bottom:6px}.num{font-weight:bold;color:#e0542a}
.ln{width:100%}.ln td{padding:2px 4px;border-bottom:1px dotted #ccc}.ln td.v{text-align:end;white-space:nowrap;vertical-align:top}.tot{width:55%;margin-inline-start:auto;margin-top:8px}.tot tr.g{font-weight:bold;font-size:15px;background:#fde8e1}.pay{margin-top:16px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
