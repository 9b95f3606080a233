import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, enMonth, firstOfMonth, heMonth, lastOfMonth, notAnId, personalId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, total, vatOn } from './extra';

const ID = 'mixed-kesher-telecom-bill';

const CUSTOMERS = ['Michael Rosen · מיכאל רוזן', 'Sarah Klein · שרה קליין', 'David Ben-Ami · דוד בן עמי', 'Rachel Adler · רחל אדלר', 'Ethan Shapiro · איתן שפירא'];

/** Hebrew over English in one cell. */
const two = (he: string, en: string) => `<div>${he}</div><div class="en">${en}</div>`;

/**
 * A phone, fibre and TV provider's monthly bill in Hebrew and English, A4 (Noto Sans Hebrew with Liberation Sans, Liberation Sans Narrow for
 * the English): the "Kesher+" brand over "קשר פלוס תקשורת בע"מ" with "ח.פ. / Company No." plain, "חשבונית מס / Tax
 * Invoice" with "מס' / No. KP-nnnnnnnn", a band of cells (issue date dd.mm.yyyy on the 1st-5th, the month before in Hebrew
 * and English and as first to last day, customer, a personal id, a customer number failing the check, the charge date
 * on the 15th); a table of charges with Hebrew over English (fibre plan by speed, router, TV package, one to three mobile
 * lines, extra data, calls abroad by the minute, sometimes a bundle discount as a minus), "סה"כ לפני מע"מ / Subtotal",
 * "מע"מ / VAT n%" added, "סה"כ לתשלום / Total due" "₪…".
 */
export const mixedKesherTelecomBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'telecom bill',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [1, 5]);
    const date = avoid(raw, [6]);
    const year = Number(date.slice(0, 4));
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const speed = rng.pick([300, 500, 1000, 2500]);
    const fibrePrice = { 300: 8900, 500: 9900, 1000: 11900, 2500: 14900 }[speed] ?? 9900;
    const lines: [string, string, number][] = [[`סיבים ${ltr(`${speed}Mb`)}`, `Fibre ${speed} Mb/s`, Math.round(fibrePrice / 1.17 / 10) * 10]];
    lines.push(['נתב Wi-Fi 6', 'Wi-Fi 6 router', 1700]);
    if (rng.chance(0.6)) lines.push(['חבילת טלוויזיה בסיסית', 'Basic TV package', 4200 + (year - 2023) * 200]);
    const mobiles = rng.int(1, 3);
    lines.push([`קווים סלולריים × ${ltr(String(mobiles))}`, `Mobile lines × ${mobiles}`, mobiles * (2900 + (year - 2023) * 100)]);
    if (rng.chance(0.4)) lines.push(['חבילת גלישה נוספת 20GB', 'Extra data 20 GB', 1900]);
    if (rng.chance(0.5)) {
      const mins = rng.int(12, 240);
      lines.push([`שיחות לחו"ל ${ltr(`${mins} דק'`)}`, `Calls abroad ${mins} min`, mins * 19]);
    }
    if (rng.chance(0.4)) lines.push(['הנחת חבילה משולבת', 'Bundle discount', -2500]);
    const net = total(lines.map((l) => l[2]));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'קשר פלוס תקשורת בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `KP-${rng.digits(8)}`;
    const body = `<div class="hd"><div><div class="brand">Kesher+</div><div class="b">${vendorName}</div><div class="sm">ח.פ. / ${ltr('Company No.')} ${ltr(taxId)} · ${ltr('*' + rng.int(2000, 9999))}</div></div>
<div class="tt"><div>חשבונית מס / Tax Invoice</div><div class="b">מס' / ${ltr('No.')} ${ltr(doc)}</div></div></div>
<table class="band"><tr><td>${two('תאריך הפקה', 'Issue date')}<b>${ltr(dt(date, 'dd.mm.yyyy'))}</b></td><td>${two(`חודש החיוב: ${heMonth(from)}`, `Billing month: ${enMonth(from)}`)}<b>${ltr(`${dt(from, 'dd.mm.yyyy')} - ${dt(to, 'dd.mm.yyyy')}`)}</b></td>
<td>${two('לקוח', 'Customer')}<b>${rng.pick(CUSTOMERS)}</b><div class="sm">ת.ז. ${ltr(personalId(rng))}</div></td><td>${two('מספר לקוח', 'Customer no.')}<b>${ltr(notAnId(rng))}</b></td><td>${two('מועד חיוב', 'Charge date')}<b>${ltr(dt(`${date.slice(0, 8)}15`, 'dd.mm.yyyy'))}</b></td></tr></table>
<table class="ch"><thead><tr><th>${two('פירוט', 'Description')}</th><th>${two('סכום ₪', 'Amount ₪')}</th></tr></thead><tbody>${lines.map(([h, e, v]) => `<tr><td>${two(h, e)}</td><td class="n">${ltr(amount(v))}</td></tr>`).join('')}</tbody></table>
<table class="tot"><tr><th>סה"כ לפני מע"מ / Subtotal</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ / VAT ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="g"><th>סה"כ לתשלום / Total due</th><td>${ltr(`₪${amount(gross)}`)}</td></tr></table>
<div class="sm note">הסכום יחויב בכרטיס האשראי הרשום · ${ltr('The amount will be charged to your card on file.')}</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','Liberation Sans';font-size:10.5px;padding:13mm 14mm}.en{font-family:'Liberation Sans Narrow';direction:ltr;text-align:right;color:#555;font-size:0.92em}
.hd{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:4px solid #6a2c91;padding-bottom:6px}.brand{font-family:'Liberation Sans Narrow';font-size:34px;font-weight:bold;color:#6a2c91;direction:ltr;text-align:right}
.tt{text-align:end;font-size:15px}.band{width:100%;margin:10px 0;background:#f3ecf8}.band td{border:1px solid #d6c3e4;padding:5px;vertical-align:top}
.ch{width:100%;margin-top:8px}.ch th{background:#6a2c91;color:#fff;text-align:start;padding:4px}.ch th .en{color:#eee}.ch td{border-bottom:1px solid #ddd;padding:3px 4px}.ch .n{text-align:end;vertical-align:middle}.ch th:last-child{text-align:end}
.tot{width:50%;margin-inline-start:auto;margin-top:10px}.tot th{text-align:start;font-weight:normal;padding:3px 6px}.tot td{text-align:end;padding:3px 6px}.tot tr.g{font-weight:bold;font-size:13px;background:#f3ecf8}.tot tr.g th{font-weight:bold}.note{margin-top:14px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
