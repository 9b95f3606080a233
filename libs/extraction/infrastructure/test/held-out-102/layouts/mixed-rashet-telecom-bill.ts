import { addDays, amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, enMonth, hyphenId, lastOfMonth, notAnId, workday } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatOn } from './extra';

const ID = 'mixed-rashet-telecom-bill';

/** Hebrew, English, agorot a month before VAT in 2022. */
const PLANS: [string, string, number][] = [
  ['סיב 300 מגה', 'FTTH 300 Mbps', 8400],
  ['סיב 1000 מגה', 'FTTH 1 Gbps', 10900],
  ['סיב 2500 מגה', 'FTTH 2.5 Gbps', 13900],
];
const SUBSCRIBERS: [string, string][] = [
  ['ופא חלבי', 'ירכא'],
  ["סלמאן ח'יר", "ג'וליס"],
  ['רים עאמר', 'אבו סנאן'],
  ['נביל קבלאן', 'ירכא'],
  ['אמל טאפש', 'כפר יאסיף'],
];

/**
 * A fibre internet provider at Yarka, the monthly bill with Hebrew and English labels, A4 (Noto Serif Hebrew, Noto Serif
 * for the English): "RASHET" in teal capitals with "רשת · סיבים ותקשורת" beside it, opposite "חשבונית מס / Tax invoice"
 * with "מס' / No." yymm-nnnnnn and "תאריך / Date" dd.mm.yyyy (the 1st-5th, moved off Friday and Saturday); a teal band of three cells –
 * "סכום לתשלום / Amount due" "₪ …", "תאריך חיוב / Debit date" (10-15 days on; a distractor) and "תקופת החיוב / Billing
 * period" (the month before, in Hebrew and in English); the subscriber, town and "מס' מנוי / Subscriber no." failing
 * the check; the charges, each label in Hebrew over English (the FTTH plan, the uplink service, a modem on loan,
 * sometimes a Wi-Fi extender, a static IP, voice over IP with overseas minutes at a rate a minute and a bundle discount,
 * or an installation);
 * "סה"כ לפני מע"מ / Before VAT", "מע"מ n% / VAT n%" added, "סה"כ לתשלום / Total due"; the previous bill and its payment
 * (distractors); the company "רשת סיבים ותקשורת בע"מ" with "ח.פ. / Company No." hyphenated in the footer.
 */
export const mixedRashetTelecomBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'telecom bill',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [1, 5]);
    const date = avoid(raw, [5, 6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.02;
    const p = (a: number) => Math.round((a * rise) / 10) * 10;
    const [planHe, planEn, planPrice] = rng.pick(PLANS);
    const month = firstOfMonth(date, -1);
    const lines: [string, string, string, number][] = [
      [planHe, planEn, '', p(planPrice)],
      ['ספק אינטרנט', 'Uplink service', '', p(2500)],
      ['נתב Wi-Fi 6 בהשכרה', 'Wi-Fi 6 modem on loan', '', p(1500)],
    ];
    if (rng.chance(0.4)) {
      const n = rng.int(1, 2);
      lines.push(['מגדיל טווח', 'Wi-Fi extender', `${n} × ${amount(p(1200))}`, n * p(1200)]);
    }
    if (rng.chance(0.2)) lines.push(['כתובת IP קבועה', 'Static IP address', '', p(1900)]);
    const phone = rng.chance(0.5);
    if (phone) {
      lines.push(['קו טלפון', 'Voice over IP', '', p(2900)]);
      const minutes = rng.int(0, 160);
      if (minutes) lines.push(['שיחות לחו"ל', 'Overseas dialling minutes', `${minutes} × 0.19`, minutes * 19]);
      lines.push(['הנחת חבילה', 'Bundle discount', '', -p(1500)]);
    }
    if (rng.chance(0.2)) lines.push(['התקנה וחיבור', 'Installation and connection', '', p(9900)]);
    const net = total(lines.map((l) => l[3]));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'רשת סיבים ותקשורת בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(2, 4)}${date.slice(5, 7)}-${rng.int(100000, 999999)}`;
    const debit = workday(addDays(date, rng.int(10, 15)), addDays);
    const [holder, town] = rng.pick(SUBSCRIBERS);
    const previous = rng.int(9000, 26000);
    const en = (s: string) => `<span class="en">${ltr(s)}</span>`;
    const lab = (he: string, e: string) => `<div>${he.replace(/[0-9A-Za-z][0-9A-Za-z\-.]*/g, (m) => ltr(m))}</div><div class="e">${en(e)}</div>`;
    const rows = lines.map(([he, e, calc, sum]) => `<tr><td>${lab(he, e)}</td><td>${calc ? en(calc) : ''}</td><td>${en(amount(sum))}</td></tr>`).join('');
    const body = `<div class="hdr"><div class="brand"><span class="mk">RASHET</span><span class="tg">רשת · סיבים ותקשורת</span></div><div class="doc"><div class="dt">חשבונית מס / ${en('Tax invoice')}</div><div>מס' / ${en(`No. ${doc}`)}</div><div>תאריך / ${en(`Date ${dt(date, 'dd.mm.yyyy')}`)}</div></div></div>
<div class="band"><div><div class="l">סכום לתשלום / ${en('Amount due')}</div><div class="v">${en(`₪ ${amount(gross)}`)}</div></div><div><div class="l">תאריך חיוב / ${en('Debit date')}</div><div class="v">${en(dt(debit, 'dd.mm.yyyy'))}</div></div><div><div class="l">תקופת החיוב / ${en('Billing period')}</div><div class="v2">${heMonth(month)}<br>${en(`${dt(month, 'dd.mm.yyyy')} – ${dt(lastOfMonth(month), 'dd.mm.yyyy')} (${enMonth(month)})`)}</div></div></div>
<div class="cu"><b>${holder}</b> · ${town} · מס' מנוי / ${en(`Subscriber no. ${notAnId(rng)}`)}</div>
<table class="t"><thead><tr><th>פירוט / ${en('Details')}</th><th>חישוב / ${en('Calculation')}</th><th>₪</th></tr></thead><tbody>${rows}</tbody></table>
<table class="tot"><tr><td>סה"כ לפני מע"מ / ${en('Before VAT')}</td><td>${en(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)} / ${en(`VAT ${rate}%`)}</td><td>${en(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום / ${en('Total due')}</td><td>${en(`₪ ${amount(gross)}`)}</td></tr></table>
<div class="prev">החשבון הקודם / ${en('Previous bill')}: ${en(amount(previous))} – שולם בהוראת קבע / ${en('paid by direct debit')}</div>
<div class="foot">${vendorName} · ח.פ. / ${en(`Company No. ${hyphenId(taxId)}`)} · אזור התעשייה ירכא · מוקד / ${en(`Helpdesk *${rng.digits(4)}`)}</div>`;
    const css = `body{font-family:'Noto Serif Hebrew';font-size:12px;padding:13mm 14mm}.en{font-family:'Noto Serif';font-size:11px}.e{font-size:10px;color:#444}.hdr{display:flex;justify-content:space-between;align-items:center}
.brand{display:flex;gap:10px;align-items:baseline}.mk{font-family:'Noto Serif';font-size:30px;font-weight:bold;letter-spacing:3px;color:#0f6b6b;direction:ltr}.tg{font-size:13px}.doc{text-align:left;line-height:1.6}.dt{font-size:17px;font-weight:bold}
.band{display:flex;background:#0f6b6b;color:#fff;margin:12px 0 8px}.band>div{flex:1;padding:6px 10px;border-left:1px solid #fff}.band .en{color:#fff}.l{font-size:10.5px}.v{font-size:20px;font-weight:bold}.v .en{font-size:18px}.v2{font-size:12px}
.cu{margin:6px 0 10px}.t{width:100%;border-collapse:collapse}.t th{text-align:start;border-bottom:2px solid #0f6b6b;padding:3px 5px}.t td{padding:3px 5px;border-bottom:1px solid #d7e6e6;vertical-align:top}.t td:nth-child(n+2),.t th:nth-child(n+2){text-align:left;white-space:nowrap}
.tot{margin:10px auto 0 0;border-collapse:collapse;min-width:95mm}.tot td{padding:3px 6px}.tot td:last-child{text-align:left}.tot .g td{background:#e3f0f0;font-weight:bold;font-size:15px}.prev{margin-top:12px}.foot{margin-top:16px;border-top:1px solid #999;padding-top:4px;font-size:10.5px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
