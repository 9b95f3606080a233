import { withWord } from './ocr-document.fixtures';
import { enMartiniqueRigging1Png, heHennaDesigner3Png } from './ocr-output-78.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 96, made on held-out set 78 after its blind reading: text layers as the reader gave them (written as `textLayer` reads them, coordinates
 * rounded), and what the OCR reader returned for its images.
 */
describe('a restaurant bill whose tip the page says is no part of the invoice, in a heading over the tip, and the card\'s charge with it: "סה"כ חויב בכרטיס"', () => {
  const rows = [
    'מסעדת טריפולי@70-157/9:25',
    'מטבח לובי ביתי@126-170/29:37 | ·@122-124/29:37 | רח׳ ההגנה, אור יהודה@56-119/29:37',
    'טריפולי על האש בע"מ ח.פ.@93-172/39:47 | 525636098@55-90/39:47',
    'שולחן@195-213/55:64 | 39@185-193/55:64 | הזמנה@113-130/55:64 | 6339@95-111/55:64 | סועדים@21-41/55:64 | 2@14-18/55:64',
    '28.10.2025@178-213/65:73 | נפתח@115-130/65:73 | 17:43@95-113/65:73 | נסגר@35-47/65:73 | 19:32@14-32/65:73',
    '1@208-213/81:91 | תה נענע@177-205/81:91 | )קנקן(@154-174/81:91 | 23.80@14-35/81:91',
    '1@208-213/91:101 | מקרונה מבוכה@158-205/91:101 | 58.30@14-35/91:101',
    '1@208-213/102:112 | מפרום ממולא בשר@143-205/102:112 | 79.90@14-35/102:112',
    '1@208-213/112:122 | עסבנה@184-205/112:122 | 67.00@14-34/112:122',
    '1@208-213/123:133 | קוסקוס ירקות וחומוס@135-205/123:133 | 62.60@14-35/123:133',
    'סה"כ מנות@178-213/140:150 | 291.60@14-39/140:150',
    'סה"כ לתשלום@156-213/157:169 | ₪291.60@14-54/157:169',
    'כולל מע"מ@182-213/171:179 | 18%@165-179/171:179 | 44.48@14-32/171:179',
    'חשבונית מס קבלה מס׳@92-166/187:196 | 329638@61-89/187:196',
    'שולם באשראי@115-154/200:208 | ·@110-112/200:208 | XXXX2966@72-107/200:208',
    'טיפ לצוות - אינו חלק מהחשבונית@116-213/220:228',
    'טיפ@201-213/229:238 | 35.00@14-35/229:238',
    'סה"כ חויב בכרטיס@151-213/239:249 | 326.60@14-40/239:249',
    'תודה ובתיאבון!@92-135/250:259',
  ];

  it("takes the bill's total, not the card's charge with the tip", () => {
    const { fields, confidence } = parseReceiptDocument(textLayer(rows));
    expect(fields.total).toBe('291.60');
    expect(confidence.total).toBeLessThan(0.9);
  });

  it("takes the bill's total when the page does not say the tip is outside the invoice too", () => {
    const inside = rows.map((r) => r.replace('אינו חלק מהחשבונית', 'תודה על האירוח'));
    expect(parseReceiptDocument(textLayer(inside)).fields.total).toBe('291.60');
  });
});

describe('a French invoice\'s number after the numero sign alone: "FACTURE / INVOICE" over "N° GM2025-9201"', () => {
  const rows = [
    'Gréement du Marin SARL au capital de 8 000 €@377-542/40:47',
    'GRÉEMENT DU MARIN@53-273/38:55 | SIRET 870470068 00014@456-542/38:55',
    'rigging & mast services · Port de plaisance, 97290 Le Marin, Martinique@53-354/59:68 | TVA intracom. FR48870470068@434-542/59:68',
    'Date de facture / Invoice date@266-387/88:97 | 20/01/2025@395-441/88:97',
    'FACTURE / INVOICE@43-207/87:102',
    'Date des travaux / Work date@266-387/100:109 | 19/01/2025@395-441/100:109',
    'N° GM2025-9201@43-114/106:115',
    'Bateau / Vessel@266-329/112:121 | S/Y Ti Punch (Sun Odyssey 440)@395-542/112:121',
    'Client@266-292/124:133 | Antilles Yacht Charter SAS@395-521/124:133',
    'Désignation / Description@46-152/149:157 | Qté@298-313/149:157 | Unité@347-371/149:157 | P.U. HT@414-445/149:157 | Montant HT@499-550/149:157',
    'Main-d’œuvre gréement@46-145/163:172',
    '15,5@295-313/169:178 | h@365-371/169:178 | 74,12 €@415-445/169:178 | 1 148,86 €@507-550/169:178',
    'Rigging labour@46-100/174:182',
    'Révision enrouleur de génois@46-166/189:198',
    '1@308-313/194:203 | forfait@345-371/194:203 | 414,20 €@410-445/194:203 | 414,20 €@515-550/194:203',
    'Genoa furler overhaul@46-125/200:208',
    'Embout à sertir + sertissage@46-164/214:223',
    '7@308-313/220:229 | pce@357-371/220:229 | 74,12 €@415-445/220:229 | 518,84 €@515-550/220:229',
    'Swage terminal,@46-104/225:233 | fitted@106-125/225:233',
    'Total HT@333-370/246:255 | 2 081,90 €@506-548/246:255',
    'TVA 8,5 %@333-376/261:270 | 176,96 €@513-548/261:270',
    'Total TTC / Amount due@333-463/275:286 | 2 258,86 €@497-548/275:286',
    'Règlement / Payment: virement / bank transfer · IBAN FR76 1573 1065 9561 2139 0519 529@43-377/306:314',
    'Pénalités de retard : taux BCE + 10 points · indemnité forfaitaire de recouvrement 40 €@43-360/316:324',
  ];

  it("is the document's number", () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.documentNumber).toBe('GM2025-9201');
  });

  it('so recognised with the sign\'s ring read as an "e": "Ne GM2025-9201"', () => {
    expect(parseReceiptDocument(enMartiniqueRigging1Png).fields.documentNumber).toBe('GM2025-9201');
  });

  it('not a number after another word: "N° TGCA 432068"', () => {
    const other = rows.map((r) => r.replace('N° GM2025-9201@', 'N° TGCA 432068@'));
    expect(parseReceiptDocument(textLayer(other)).fields.documentNumber).toBeUndefined();
  });
});

describe('a licensed dealer\'s own name with the label\'s first word recognised as Latin letters and read into it: "אורנה דהן poi : מורשה 354447815"', () => {
  it('is the name without those letters, over the brand in the letterhead', () => {
    expect(parseReceiptDocument(heHennaDesigner3Png).fields.vendorName).toBe('אורנה דהן');
  });

  it("not when no dealer's label follows", () => {
    expect(parseReceiptDocument(withWord(heHennaDesigner3Png, 'מורשה', 'מורשת')).fields.vendorName).not.toBe('אורנה דהן');
  });
});
