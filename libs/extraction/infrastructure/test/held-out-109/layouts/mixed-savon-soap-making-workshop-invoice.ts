import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, spacedId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'mixed-savon-soap-making-workshop-invoice';

const COMPANIES = ['אלפא-ביט מערכות בע"מ', 'נוף ים השקעות בע"מ', 'גל-טק אלקטרוניקה בע"מ', 'מרכז קהילתי רמות'];

/**
 * A soap-making studio at Zichron Ya'akov, the invoice for a team workshop, Hebrew with English labels after a dot,
 * A5 (Yehuda CLM for the name, Noto Sans Hebrew and Noto Sans, Noto Mono): a drawn bar of soap with bubbles beside
 * "סבון", "סבון סטודיו ליצירה בע"מ" with "ח.פ. · Co. ID" spaced in the header; "חשבונית מס · Tax Invoice", "מספר ·
 * No." (SV- and four digits), "תאריך · Date" dd/mm/yyyy; the customer company with its ח.פ., the contact's mobile, the
 * workshop's date and participants, "לתשלום עד · Due" (distractors); participants x the price a head, sometimes a
 * private-session surcharge, gift wrapping per kit, extra fragrances, sometimes a group discount of 5% (negative), all
 * before VAT; "סה"כ לפני מע"מ · Net", "מע"מ n% · VAT", "סה"כ לתשלום · Total" (added); Sunday to Thursday.
 */
export const mixedSavonSoapMakingWorkshopInvoice: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const up = (p: number) => Math.round((p * (1 + (year - 2022) * 0.05)) / 500) * 500;
    const heads = rng.int(8, 40);
    const lines: [string, string, number, number][] = [['סדנת הכנת סבון טבעי (משתתף)', 'Soap workshop per person', heads, up(14500)]];
    if (rng.chance(0.4)) lines.push(['תוספת סדנה פרטית בסטודיו', 'Private session surcharge', 1, up(60000)]);
    if (rng.chance(0.6)) lines.push(['אריזת מתנה לערכה', 'Gift wrap per kit', heads, up(1200)]);
    if (rng.chance(0.4)) lines.push(['שמנים אתריים נוספים (בקבוקון)', 'Extra essential oils', rng.int(3, 12), up(2800)]);
    const gross0 = total(lines.map(([, , q, p]) => q * p));
    const discount = heads >= 25 ? Math.round((gross0 * 5) / 100) : 0;
    const net = gross0 - discount;
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'סבון סטודיו ליצירה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `SV-${rng.digits(4)}`;
    const held = plus(date, -rng.int(0, 10));
    const n = (s: string) => `<span class="n">${ltr(s)}</span>`;
    const d = (iso: string) => n(dt(iso, 'dd/mm/yyyy'));
    const l = (he: string, en: string) => `${he} <span class="en">· ${en}</span>`;
    const soap = `<svg width="58" height="44" viewBox="0 0 58 44"><rect x="4" y="18" width="40" height="22" rx="7" fill="#f8bbd0" stroke="#ad1457" stroke-width="2"/>${[
      [46, 10, 6],
      [36, 8, 4],
      [52, 22, 3],
    ]
      .map(([x, y, rr]) => `<circle cx="${x}" cy="${y}" r="${rr}" fill="none" stroke="#ad1457" stroke-width="1.5"/>`)
      .join('')}</svg>`;
    const body = `<div class="hd">${soap}<div><div class="nm">סבון</div><div class="en">SAVON soap studio</div></div><div class="v">${vendorName}<br>${l('ח.פ.', 'Co. ID')} ${n(spacedId(taxId))}<br>רח' המייסדים ${n(String(rng.int(2, 70)))}, זכרון יעקב</div></div>
<h2>${l('חשבונית מס', 'Tax Invoice')}</h2>
<table class="kv"><tr><th>${l('מספר', 'No.')}</th><td>${n(doc)}</td><th>${l('תאריך', 'Date')}</th><td>${d(date)}</td></tr>
<tr><th>${l('לכבוד', 'To')}</th><td colspan="3">${rng.pick(COMPANIES)} · ח.פ. ${n(taxIdOfCustomer(rng))} · ${n(cellular(rng))}</td></tr>
<tr><th>${l('מועד הסדנה', 'Workshop')}</th><td>${d(held)}, ${n(String(heads))} ${l('משתתפים', 'guests')}</td><th>${l('לתשלום עד', 'Due')}</th><td>${d(plus(date, 30))}</td></tr></table>
<table class="t"><tr><th>${l('תיאור', 'Item')}</th><th>${l('כמות', 'Qty')}</th><th>${l('מחיר', 'Price')}</th><th>${l('סה"כ', 'Sum')}</th></tr>${lines.map(([he, en, q, p]) => `<tr><td>${l(he, en)}</td><td>${n(String(q))}</td><td>${n(amount(p))}</td><td>${n(amount(q * p))}</td></tr>`).join('')}
${discount ? `<tr><td>${l('הנחת קבוצה 5%', 'Group discount 5%')}</td><td></td><td></td><td>${n(`-${amount(discount)}`)}</td></tr>` : ''}</table>
<div class="tot"><div><span>${l('סה"כ לפני מע"מ', 'Net')}</span>${n(amount(net))}</div><div><span>${l(`מע"מ ${ltr(`${rate}%`)}`, 'VAT')}</span>${n(amount(vat))}</div><div class="g"><span>${l('סה"כ לתשלום', 'Total')}</span>${n(`₪${amount(gross)}`)}</div></div>
<div class="sm">${l('תודה שיצרתם איתנו!', 'Thank you for creating with us!')} · ${n(`04-63${rng.digits(5)}`)}</div>`;
    const css = `body{font-family:'Noto Sans Hebrew','Noto Sans';font-size:11px;padding:9mm 10mm;color:#3a1f2b}.en{font-family:'Noto Sans';font-size:9px;color:#7b5566}.n{font-family:'Noto Mono';font-size:10.5px;white-space:nowrap}
.hd{display:flex;align-items:center;gap:8px;border-bottom:2px solid #ad1457;padding-bottom:5px}.nm{font-family:'Yehuda CLM';font-size:32px;font-weight:bold;color:#ad1457;line-height:1}.v{margin-inline-start:auto;font-size:10px;line-height:1.5}
h2{font-size:16px;margin:10px 0 6px}.kv{width:100%;border-collapse:collapse}.kv th{text-align:start;font-weight:normal;padding:2px 4px;color:#7b5566}.kv td{padding:2px 4px}
.t{width:100%;border-collapse:collapse;margin-top:8px}.t th{text-align:start;background:#fce4ec;padding:3px}.t td{padding:3px;border-bottom:1px solid #f3d1dc}
.tot{width:62%;margin-top:8px}.tot div{display:flex;justify-content:space-between;padding:2px}.g{font-weight:bold;font-size:13px;border-top:2px solid #ad1457}.sm{margin-top:14px;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
