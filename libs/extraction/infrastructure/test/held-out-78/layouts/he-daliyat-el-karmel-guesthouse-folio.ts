import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, plus, total, vatIn, weekdayOf } from './extra';

const ID = 'he-daliyat-el-karmel-guesthouse-folio';

const GUESTS = ['משפחת אבוטבול', 'רונית ואלון שגיא', 'משפחת קורן', 'דנה לוי', 'עמית ומיכל ברק', 'משפחת זילברמן'];

/**
 * A Druze guesthouse in Daliyat al-Karmel, A5 portrait (Miriam CLM): the guesthouse's name with a small ornament rule,
 * the company name and id in a line under it, "חשבון אורח" with a folio number "F" and four digits and a booking
 * reference, a two-column block (guest, room, arrival, departure, nights, guests), a table with a date column (dd.mm)
 * listing each night (weekend nights dearer), breakfasts, a Druze dinner on some, a guided walk in the village on some,
 * "סה"כ" and "שולם באשראי" with a zero balance, VAT contained, then a boxed "חשבונית מס / קבלה" with its own number and the
 * issue date written "d בחודש yyyy"; dated the day of departure (not the first days of January 2025, so no stay straddles
 * the VAT rise).
 */
export const heDaliyatElKarmelGuesthouseFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const nights = rng.int(1, 3);
    const date = raw >= '2025-01-01' && raw <= '2025-01-05' ? '2025-01-08' : raw;
    const arrival = plus(date, -nights);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.035;
    const guests = rng.int(2, 4);
    const rows: { day: string; text: string; sum: number }[] = [];
    for (let i = 0; i < nights; i++) {
      const day = plus(arrival, i);
      const weekend = [4, 5].includes(weekdayOf(day));
      rows.push({ day, text: `לינה - חדר ${weekend ? 'סוף שבוע' : 'אמצע שבוע'}`, sum: Math.round(((weekend ? 78000 : 62000) * up) / 100) * 100 });
      rows.push({ day: plus(day, 1), text: `ארוחת בוקר דרוזית x ${guests}`, sum: guests * Math.round((7500 * up) / 100) * 100 });
    }
    if (rng.chance(0.5)) rows.push({ day: arrival, text: `ארוחת ערב ביתית x ${guests}`, sum: guests * Math.round((14500 * up) / 100) * 100 });
    if (rng.chance(0.4)) rows.push({ day: plus(arrival, 1), text: 'סיור מודרך בכפר', sum: Math.round((25000 * up) / 100) * 100 });
    rows.sort((a, b) => a.day.localeCompare(b.day));
    const gross = total(rows.map((r) => r.sum));
    const vat = vatIn(gross, rate);
    const vendorName = 'בית הארחה נוף הכרמל בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(3000, 8999));
    const folio = `F${rng.int(1000, 9999)}`;
    const body = `<div class="c name">בית הארחה נוף הכרמל</div><div class="orn"></div>
<div class="c sm">דלית אל-כרמל · ${vendorName} · ח.פ. ${ltr(taxId)} · טל׳ ${ltr(`04-83${rng.digits(5)}`)}</div>
<h1>חשבון אורח ${ltr(folio)}</h1>
<table class="info"><tr><th>אורח</th><td>${rng.pick(GUESTS)}</td><th>מס׳ הזמנה</th><td>${ltr(`BK${rng.digits(6)}`)}</td></tr>
<tr><th>חדר</th><td>${ltr(String(rng.int(1, 9)))}</td><th>אורחים</th><td>${ltr(String(guests))}</td></tr>
<tr><th>הגעה</th><td>${ltr(dt(arrival, 'dd.mm.yyyy'))}</td><th>עזיבה</th><td>${ltr(dt(date, 'dd.mm.yyyy'))}</td></tr>
<tr><th>לילות</th><td>${ltr(String(nights))}</td><th></th><td></td></tr></table>
<table class="items"><thead><tr><th>תאריך</th><th>פירוט</th><th>סכום</th></tr></thead><tbody>${rows.map((r) => `<tr><td>${ltr(dt(r.day, 'dd/mm').replace('/', '.'))}</td><td>${r.text.replace(/x \d+/, (m) => ltr(m))}</td><td>${ltr(amount(r.sum))}</td></tr>`).join('')}</tbody></table>
<div class="row b"><span>סה"כ</span><span>${ltr(amount(gross))}</span></div>
<div class="row"><span>שולם באשראי</span><span>${ltr(`-${amount(gross)}`)}</span></div>
<div class="row"><span>יתרה</span><span>${ltr('0.00')}</span></div>
<div class="row sm"><span>המחירים כוללים מע"מ ${ltr(`${rate}%`)}</span><span>${ltr(amount(vat))}</span></div>
<div class="box"><b>חשבונית מס / קבלה ${ltr(doc)}</b><br>תאריך: ${dt(date, 'he')}</div>
<div class="c sm">אהלן וסהלן - מחכים לכם שוב</div>`;
    const css = `${baseCss}
body{font-family:'Miriam CLM','DejaVu Sans';font-size:12px;padding:10mm 11mm}.name{font-size:22px;font-weight:bold;color:#6b3d12}.orn{border-top:1px solid #6b3d12;border-bottom:1px solid #6b3d12;height:3px;width:50%;margin:3px auto}
h1{font-size:16px;margin:10px 0 4px}.info{width:100%}.info th{text-align:start;font-weight:normal;color:#555;padding:2px 4px}.info td{font-weight:bold;padding:2px 4px}
.items td:last-child,.items th:last-child{text-align:left}.box{border:2px solid #6b3d12;padding:6px;margin:10px 0;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
