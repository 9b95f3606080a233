import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, pairs, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-mall-tenant-service-charges-monthly-bill';

const TENANTS: [string, string][] = [
  ['אופטיקה עין טובה בע"מ', 'עין טובה אופטיקה'],
  ['פלאפל הגליל רשתות בע"מ', 'פלאפל הגליל'],
  ['טיפ-טופ נעליים בע"מ', 'טיפ-טופ'],
  ['גאדג׳ט פוינט סחר בע"מ', 'Gadget Point'],
  ['ספרי הצפון הוצאה והפצה בע"מ', 'ספרי הצפון'],
  ['בית המרקחת כרמל-פארם בע"מ', 'כרמל פארם'],
];

/**
 * A shopping mall management company's monthly bill to a tenant in Karmiel, A4 (DejaVu Sans): a two-line letterhead with the
 * company name and id on the left, "חשבונית מס" and its number "yy/nnnnn" in a grey box, a label-value table (issue date,
 * billing month, due date on the 15th, tenant number that fails the check digit), the tenant company with its own id and
 * shop unit and area, a charges table (management fees per m², electricity from the unit's meter with the previous and
 * current readings, chilled water for air conditioning per m², the marketing fund per m², a one-off signage repair on some),
 * VAT added at the issue date's rate, the previous bill paid. Issued Sunday to Thursday between the 1st and the 7th.
 */
export const heMallTenantServiceChargesMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [1, 7]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const month = firstOfMonth(date);
    const meterMonth = firstOfMonth(date, -1);
    const due = plus(month, 14);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const [tenant, brand] = rng.pick(TENANTS);
    const area = rng.int(35, 260);
    const mgmt = Math.round((rng.int(2800, 4200) * up) / 10) * 10;
    const chill = Math.round((rng.int(900, 1500) * up) / 10) * 10;
    const mkt = Math.round((rng.int(450, 700) * up) / 10) * 10;
    const kwhPrice = rng.int(52, 66);
    const prev = rng.int(10000, 90000);
    const used = rng.int(area * 8, area * 22);
    const rows: [string, string, string, number][] = [
      [`דמי ניהול ואחזקה - ${heMonth(month)}`, `${area} מ"ר`, amount(mgmt), area * mgmt],
      [`חשמל לפי מונה - ${heMonth(meterMonth)}`, `${used} קוט"ש`, `0.${String(kwhPrice).padStart(2, '0')}`, used * kwhPrice],
      [`מים צוננים למיזוג - ${heMonth(month)}`, `${area} מ"ר`, amount(chill), area * chill],
      ['קרן פרסום ושיווק', `${area} מ"ר`, amount(mkt), area * mkt],
    ];
    if (rng.chance(0.3)) rows.push(['תיקון תאורת שלט חזית (קריאת שירות)', '1', amount(38000), 38000]);
    const net = total(rows.map((r) => r[3]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'לב הצפון ניהול נכסים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(2, 4)}/${String(rng.int(1000, 99999)).padStart(5, '0')}`;
    const tenantNo = notAnId(rng);
    const last = Math.round(gross * (0.85 + rng.next() * 0.25));
    const body = `<div class="lh"><div><div class="mall">קניון לב הצפון · כרמיאל</div><div class="sm">שדרות נשיאי ישראל ${ltr(String(rng.int(1, 60)))}, כרמיאל · טל׳ ${ltr(`04-99${rng.digits(5)}`)}</div></div><div class="co">${vendorName}<br>ח.פ. ${ltr(taxId)}<br>עוסק מורשה</div></div>
<div class="head"><div class="doc">חשבונית מס<br><b>${ltr(doc)}</b></div>${pairs(
      [
        ['תאריך הפקה', ltr(dt(date, 'dd.mm.yyyy'))],
        ['חודש חיוב', heMonth(month)],
        ['לתשלום עד', ltr(dt(due, 'dd.mm.yyyy'))],
        ['מספר שוכר', ltr(tenantNo)],
      ],
      2,
    )}</div>
<div class="ten"><b>לכבוד: ${tenant}</b> (${brand.match(/[A-Za-z]/) ? ltr(brand) : brand})<br>ח.פ. ${ltr(taxIdOfCustomer(rng))} · יחידה ${ltr(`${rng.pick(['A', 'B'])}-${rng.int(1, 2)}${String(rng.int(1, 40)).padStart(2, '0')}`)} · שטח מושכר ${ltr(String(area))} מ"ר</div>
<table class="ch"><thead><tr><th>פירוט החיוב</th><th>כמות</th><th>תעריף</th><th>סכום</th></tr></thead><tbody>
${rows.map(([d, q, t, s]) => `<tr><td>${d}</td><td>${q.replace(/^[\d.,]+/, (m) => ltr(m))}</td><td>${ltr(t)}</td><td>${ltr(amount(s))}</td></tr>`).join('')}
<tr class="meter"><td colspan="4">קריאת מונה ${ltr(`E-${rng.digits(5)}`)}: קודמת ${ltr(String(prev))} · נוכחית ${ltr(String(prev + used))} (${ltr(`${dt(meterMonth, 'dd.mm.yyyy')} - ${dt(lastOfMonth(meterMonth), 'dd.mm.yyyy')}`)})</td></tr>
</tbody></table>
<div class="foot"><div class="bal"><div class="b">מצב חשבון</div><div class="row"><span>חיוב קודם</span><span>${ltr(amount(last))}</span></div><div class="row"><span>שולם בהוראת קבע</span><span>${ltr(amount(last))}</span></div><div class="row"><span>יתרה קודמת</span><span>${ltr('0.00')}</span></div></div>
<table class="tt"><tr><td>סה"כ לפני מע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${ltr(`${amount(gross)} ₪`)}</td></tr></table></div>
<div class="note">התשלום ייגבה בהוראת קבע ביום ${ltr(dt(due, 'dd.mm.yyyy'))}. הסכומים לפי הסכם השכירות ונספח דמי הניהול. מחלקת גבייה: ${ltr('gvia@levhatzafon.example')}</div>`;
    const css = `${baseCss}
body{font-family:'DejaVu Sans';font-size:11.5px;padding:14mm 15mm}.lh{display:flex;justify-content:space-between;border-bottom:3px solid #2e7d32;padding-bottom:8px}.mall{font-size:20px;font-weight:bold;color:#2e7d32}.co{text-align:left;font-size:11px;line-height:1.5}
.head{display:flex;gap:18px;align-items:center;margin:14px 0}.doc{background:#e0e0e0;padding:8px 16px;font-size:15px;text-align:center}.doc b{font-size:18px}
.ten{border:1px solid #999;padding:8px;line-height:1.7;margin-bottom:10px}.ch{width:100%}.ch th{background:#2e7d32;color:#fff;padding:5px;text-align:start}.ch td{padding:5px;border-bottom:1px solid #ccc}.ch td:nth-child(n+2),.ch th:nth-child(n+2){text-align:left}
.ch .meter td{font-size:10px;color:#444;text-align:start}.foot{display:flex;justify-content:space-between;margin-top:14px}.bal{width:38%;border:1px dashed #777;padding:6px;font-size:10.5px}.bal .b{font-weight:bold}
.tt{width:42%}.tt td{padding:4px}.tt td:last-child{text-align:left}.tt .g td{font-weight:bold;font-size:14px;border-top:2px solid #000}.note{margin-top:26px;font-size:10px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
