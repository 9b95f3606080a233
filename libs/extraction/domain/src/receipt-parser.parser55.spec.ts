import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 55: South Africa's close corporation "CC" (and "(Pty) Ltd") a legal form, its registration "CK 7979/543449/23" a registration; a tip
 * whose own line says it is not included ("טיפ 15% (לא כלול) / Gratuity (not incl.)") is outside the bill, so the card's charge with it is not the
 * total. Made on held-out set 53 after its reading; no set has read it blind; text layers as the reader gave them (written as `textLayer` reads them).
 */
describe('a South African ostrich farm\'s invoice: the brand "SWARTBERG FEATHERS" and "Swartberg Feathers CC · CK … · VAT No. …" in the footer', () => {
  const rows = [
    'SWARTBERG FEATHERS@26-199/23:37',
    'Meiringspoort Road, De Rust, South Africa · +27 44 411 0830@26-237/41:48',
    'TAX INVOICE@26-121/60:73',
    'Invoice No.@32-67/92:98 | Date@126-140/92:98 | Tour booking@219-262/92:98 | Tour date@312-343/92:98',
    '2023-8116@32-79/99:107 | 31 Oct 2023@126-179/99:107 | TB77988@219-258/99:107 | 31 Oct 2023@312-366/99:107',
    'Customer: Ariel Shapiro, Israel · Passport 11686323@26-236/116:124',
    'Description@29-73/134:142 | Qty@200-214/134:142 | Unit price (incl. VAT)@227-308/134:142 | Amount@347-378/134:142',
    'Guided farm tour, per person@29-147/148:157 | 2@200-205/148:157 | 35.00@227-250/148:157 | 70.00@347-370/148:157',
    'Ostrich leather handbag@29-127/163:172 | 1@200-205/163:172 | 353.00@227-255/163:172 | 353.00@347-375/163:172',
    'Feather duster, large@29-112/178:187 | 1@200-205/178:187 | 18.00@227-250/178:187 | 18.00@347-370/178:187',
    'Ostrich leather wallet@29-115/193:202 | 2@200-205/193:202 | 139.00@227-255/193:202 | 278.00@347-375/193:202',
    'Farm lunch, per person@29-124/208:217 | 2@200-205/208:217 | 24.00@227-250/208:217 | 48.00@347-370/208:217',
    'Total (VAT inclusive)@192-297/227:237 | $767.00@352-394/227:237',
    'VAT 15% included@192-265/240:248 | $100.04@361-394/240:248',
    'Amount excl. VAT@192-263/250:258 | $666.96@361-394/250:258',
    'Paid by card ending 2455, auth 281202. Visitors may claim VAT refunds on goods taken out of South@26-373/260:267',
    'Africa at the VAT Refund Administrator on departure.@26-209/269:276',
    'Swartberg Feathers CC · CK 7979/543449/23 · VAT No. 4858542223@26-306/302:310',
  ];

  it('is the close corporation by its registered name', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Swartberg Feathers CC');
  });
});

describe('a mussels bistro\'s bilingual bill: "סה"כ / Total ₪230.00", then "טיפ 15% (לא כלול) / Gratuity (not incl.) 34.50" and the card\'s charge 264.50', () => {
  const rows = [
    'MOULE@120-160/7:18 | LA@103-117/7:18 | ·@97-100/7:18 | המולה@67-95/7:18',
    'נמל יפו,@143-164/20:27 | מחסן@127-141/20:27 | 2@122-125/20:27 | /@118-120/20:27 | 2@113-116/20:27 | Hangar@92-111/20:27 | Port,@77-90/20:27 | Jaffa@63-75/20:27',
    'קונכייה שחורה מסעדות בע"מ@108-187/29:35 | ·@105-107/29:35 | ח.פ.@92-103/29:35 | /@88-90/29:35 | .Reg@74-87/29:35 | 137@62-72/29:35 | 345@51-61/29:35 | 518@39-49/29:35',
    'חשבונית מס קבלה@120-179/36:44 | /@115-118/36:44 | Receipt@88-113/36:44 | Invoice@61-86/36:44 | Tax@47-59/36:44',
    'מס׳@204-215/45:53 | /@200-202/45:53 | .No@186-198/45:53 | MB-2290122@11-53/45:53',
    'תאריך@196-215/54:62 | /@192-194/54:62 | Date@175-190/54:62 | 2022@46-61/54:62 | August@21-44/54:62 | 31@11-19/54:62',
    'שולחן@196-215/63:71 | /@192-194/63:71 | Table@173-190/63:71 | 17@11-19/63:71',
    'סועדים@193-215/72:80 | /@189-191/72:80 | Covers@164-187/72:80 | 6@11-15/72:80',
    'הזמנה@196-215/81:89 | /@192-194/81:89 | Order@171-190/81:89 | #5233@11-31/81:89',
    'אספרסו@191-215/97:105 | /@187-189/97:105 | Espresso@157-185/97:105',
    '22.00@11-29/106:114 | 2@186-190/106:114 | x@192-196/106:114 | 11.00@198-215/106:114',
    'מולים ביין לבן@171-215/115:123 | /@167-169/115:123 | marinières@132-165/115:123 | Moules@106-130/115:123',
    '78.00@11-29/124:132 | 1@186-190/124:132 | x@192-196/124:132 | 78.00@198-215/124:132',
    'יין לבן כוס@182-215/133:141 | /@178-180/133:141 | glass@160-176/133:141 | wine@143-158/133:141 | White@122-141/133:141',
    '38.00@11-29/142:150 | 1@186-190/142:150 | x@192-196/142:150 | 38.00@198-215/142:150',
    'צ׳יפס בלגי@182-215/151:159 | /@178-180/151:159 | Fries@160-176/151:159',
    '26.00@11-29/160:168 | 1@186-190/160:168 | x@192-196/160:168 | 26.00@198-215/160:168',
    'וופל עם שמנת@171-215/169:177 | /@167-169/169:177 | cream@145-165/169:177 | &@137-143/169:177 | Waffle@114-135/169:177',
    '34.00@11-29/178:186 | 1@186-190/178:186 | x@192-196/178:186 | 34.00@198-215/178:186',
    'סלט עלים@185-215/187:195 | /@180-182/187:195 | salad@162-178/187:195 | Green@141-160/187:195',
    '32.00@11-29/196:204 | 1@186-190/196:204 | x@192-196/196:204 | 32.00@198-215/196:204',
    'סה"כ@194-215/212:221 | /@188-191/212:221 | Total@165-186/212:221 | ₪@156-163/212:221 | ₪230.00@11-44/212:221',
    'כולל מע"מ@181-215/223:231 | 17%@165-179/223:231 | /@161-163/223:231 | incl@147-159/223:231 | .VAT@128-145/223:231 | 33.42@11-29/223:231',
    'טיפ@204-215/239:247 | 15%@187-202/239:247 | )לא כלול(@155-185/239:247 | /@151-153/239:247 | incl.)@132-148/239:247 | (not@117-130/239:247 | Gratuity@89-115/239:247 | 34.50@11-29/239:247',
    'סה"כ בכרטיס@172-215/248:256 | /@168-170/248:256 | card@152-166/248:256 | to@144-150/248:256 | Charged@116-142/248:256 | 264.50@11-33/248:256',
    'כרטיס@195-215/257:265 | /@191-193/257:265 | Card@174-189/257:265 | **2786@11-34/257:265',
  ];

  it("totals the bill, not the card's charge with the tip", () => {
    const parsed = parseReceiptDocument(textLayer(rows));
    expect(parsed.fields.total).toBe('230.00');
    expect(parsed.fields.tax).toBe('33.42');
  });

  it("totals the bill where the tip line does not say it is outside the bill too, the card's charge with the tip being the card's", () => {
    const included = rows.map((r) => (r.includes('Gratuity') ? r.replace(')לא כלול(@155-185/239:247 | ', '').replace('incl.)@132-148/239:247 | (not@117-130/239:247 | ', '') : r));
    expect(included.join()).not.toContain('not');
    expect(parseReceiptDocument(textLayer(included)).fields.total).toBe('230.00');
  });
});
