import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share, spacedId } from '../../generalisation/notation';
import { idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-mitan-ev-charging';

/** Agorot a kWh, VAT included, by year: DC fast charging and AC (approximate). */
const PRICE: Record<number, { dc: number; ac: number }> = {
  2022: { dc: 199, ac: 155 },
  2023: { dc: 210, ac: 160 },
  2024: { dc: 215, ac: 165 },
  2025: { dc: 225, ac: 170 },
  2026: { dc: 229, ac: 175 },
};

/**
 * An electric-vehicle charging network, the receipt of a session at its hub at the Reineh junction, sent by its app,
 * Hebrew and English side by side, 100 mm wide (Noto Sans Hebrew, Noto Sans Mono for the figures): a green bolt beside
 * "MITAN" and "מטען · טעינה לרכב חשמלי"; "קבלה / חשבונית מס · Receipt / Tax invoice", "מס' / No." MT, yy and seven
 * digits, "תאריך / Date" dd/mm/yyyy; the session: site, charger and connector (DC 60 kW or AC 22 kW), start and end
 * times, duration, the user id (distractors), energy in kWh to the Wh; "טעינה / Energy" kWh × the price a kWh by year,
 * sometimes "הנחת מנוי / Subscriber discount 10%" and "דמי חניה לאחר טעינה / Idle fee" by the minute after 15
 * minutes' grace; "סה"כ / Total" "₪ …", "מתוכו מע"מ n% / of which VAT" (contained); the saved card; the company "מטען
 * רשתות טעינה בע"מ" with "ח.פ. / Co. No." spaced in threes; any day.
 */
export const mixedMitanEvCharging: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'ev charging',
  make(rng) {
    const { date } = next(ID, rng);
    const dc = rng.chance(0.65);
    const perKwh = PRICE[Number(date.slice(0, 4))][dc ? 'dc' : 'ac'];
    const wh = dc ? rng.int(9000, 58000) : rng.int(4000, 30000);
    const charging = dc ? Math.ceil(wh / 800) + rng.int(2, 12) : Math.ceil(wh / 300) + rng.int(5, 40);
    const idle = rng.chance(0.3) ? rng.int(16, 70) : rng.int(0, 14);
    const start = rng.int(6 * 60, 22 * 60 - charging - idle);
    const energy = Math.round((wh * perKwh) / 1000);
    const lines: [string, string, string, number][] = [['טעינה', 'Energy', `${(wh / 1000).toFixed(3)} kWh × ${amount(perKwh)}`, energy]];
    if (rng.chance(0.35)) lines.push(['הנחת מנוי', 'Subscriber discount 10%', '', -share(energy, 10)]);
    if (idle > 15) lines.push(['דמי חניה לאחר טעינה', 'Idle fee', `${idle - 15} min × 0.50`, (idle - 15) * 50]);
    const gross = total(lines.map((l) => l[3]));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'מטען רשתות טעינה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `MT${date.slice(2, 4)}${rng.digits(7)}`;
    const en = (s: string) => `<span class="en">${ltr(s)}</span>`;
    const pair = (he: string, e: string, v: string) => `<div class="r"><span>${he} / ${en(e)}</span><span>${v}</span></div>`;
    const charger = `RN-0${rng.int(1, 6)}-${rng.pick(['A', 'B'])}`;
    const rows = lines
      .map(
        ([he, e, calc, s]) =>
          `<div class="ln"><div class="r"><span>${he.replace(/[0-9]+%?/g, (m) => ltr(m))} / ${en(e)}</span><span>${en(amount(s))}</span></div>${calc ? `<div class="calc">${en(calc)}</div>` : ''}</div>`,
      )
      .join('');
    const body = `<div class="hd"><div class="bolt"><svg width="26" height="38" viewBox="0 0 26 38"><polygon points="15,0 0,22 11,22 8,38 26,13 14,13" fill="#fff"/></svg></div><div><div class="nm">MITAN</div><div>מטען · טעינה לרכב חשמלי</div></div></div>
<div class="ti">קבלה / חשבונית מס · ${en('Receipt / Tax invoice')}</div>
${pair("מס'", 'No.', `<b>${en(doc)}</b>`)}${pair('תאריך', 'Date', en(dt(date, 'dd/mm/yyyy')))}
<div class="box">${pair('אתר', 'Site', 'מתחם הטעינה צומת ריינה')}${pair('עמדה', 'Charger', en(charger))}${pair('מחבר', 'Connector', en(dc ? 'CCS2 · DC 60 kW' : 'Type 2 · AC 22 kW'))}${pair('התחלה', 'Start', en(hhmm(start)))}${pair('סיום', 'End', en(hhmm(start + charging + idle)))}${pair('משך', 'Duration', en(`${charging + idle} min`))}${pair('אנרגיה', 'Energy', en(`${(wh / 1000).toFixed(3)} kWh`))}${pair("מס' משתמש", 'User ID', en(String(rng.int(100000, 999999))))}</div>
${rows}<div class="tot"><span>סה"כ / ${en('Total')}</span><span>${en(`₪ ${amount(gross)}`)}</span></div>${pair(`מתוכו מע"מ ${ltr(`${rate}%`)}`, 'of which VAT', en(amount(vat)))}
<div class="pay">חויב בכרטיס השמור באפליקציה / ${en(`Charged to saved card ****${rng.digits(4)}`)}</div>
<div class="foot">${vendorName} · ח.פ. / ${en(`Co. No. ${spacedId(taxId)}`)}<br>${en('*' + rng.digits(4))} · שירות לקוחות 24/7</div>`;
    const css = `body{font-family:'Noto Sans Hebrew';font-size:11.5px;width:100mm;box-sizing:border-box;padding:5mm 5mm 8mm;color:#1b2a22}.en{font-family:'Noto Sans Mono';font-size:10.5px}.hd{display:flex;gap:10px;align-items:center}.bolt{width:44px;height:44px;border-radius:50%;background:#1f9d55;display:flex;align-items:center;justify-content:center}
.nm{font-family:'Noto Sans';font-weight:bold;font-size:24px;letter-spacing:3px;line-height:1}.ti{margin:8px 0 6px;font-weight:bold;font-size:13px;border-bottom:2px solid #1f9d55;padding-bottom:3px}.r{display:flex;justify-content:space-between;gap:8px;line-height:1.65}
.box{background:#eef7f1;border-radius:6px;padding:4px 8px;margin:6px 0}.ln{border-bottom:1px solid #dde;padding:2px 0}.calc{text-align:left;color:#555}.tot{display:flex;justify-content:space-between;font-weight:bold;font-size:16px;margin:6px 0 2px}.tot .en{font-size:15px}
.pay{margin-top:6px}.foot{margin-top:10px;font-size:10px;color:#555;text-align:center;border-top:1px solid #ccc;padding-top:4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '100mm 260mm', css, body }),
      page: '100mm 260mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
