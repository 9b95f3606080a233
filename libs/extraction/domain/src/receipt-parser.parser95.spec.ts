import { withWord } from './ocr-document.fixtures';
import { enSaintMartinShutters1Png, heCateringCreditNote1Png, heElevatorPhoneLines1Png, heFilipinoRestaurant1Scan, heFilipinoRestaurant4Png } from './ocr-output-77.fixtures';
import { linesOf } from './layout-lines';
import { parseReceiptDocument } from './receipt-parser';
import { normaliseWord } from './receipt-text';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 95, made on held-out set 77 after its blind reading: text layers as the reader gave them (written as `textLayer` reads them, coordinates
 * rounded), and what the OCR reader returned for its images.
 */
describe('an Israeli studio\'s export invoice in dollars, its id at the foot beside its address in Israel, its name after "Beneficiary:" in the payment terms', () => {
  const rows = [
    'TAX INVOICE@53-153/46:63 | No. 2025-162@442-541/46:63',
    'BILLED TO@43-81/86:94',
    'Harbourline Logistics B.V.@43-138/95:104 | AMOUNT DUE@344-394/95:104',
    'Wilhelminakade 90, 3072 AP Rotterdam, Netherlands@43-224/106:115',
    'BTW NL591065892B01@43-124/117:127 | USD 9,765.00@344-437/117:127',
    'Invoice date:@344-388/136:145 | 30 November 2025@390-457/136:145',
    'Due date: 30 December 2025 (net 30)@344-474/151:160',
    'Project:@43-69/184:193 | Onboarding explainer@71-150/184:193 | · PO 4593691@152-200/184:193',
    'Description@46-84/204:212 | Qty@345-357/204:212 | Unit@390-403/204:212 | Rate (USD)@432-468/204:212 | Amount (USD)@503-550/204:212',
    'Explainer video, 60-90 s: script, design and animation@46-228/219:229 | 1@353-357/219:229 | project@380-403/219:229 | 6,945.00@438-468/219:229 | 6,945.00@520-550/219:229',
    'Storyboard and style frames@46-142/236:245 | 1@353-357/236:245 | set@393-403/236:245 | 1,345.00@438-468/236:245 | 1,345.00@520-550/236:245',
    'Social cut-downs (9:16, 1:1)@46-141/252:262 | 3@353-357/252:262 | cut@393-403/252:262 | 425.00@444-468/252:262 | 1,275.00@520-550/252:262',
    'Stock music licence, worldwide@46-151/269:278 | 1@353-357/269:278 | licence@379-403/269:278 | 200.00@444-468/269:278 | 200.00@526-550/269:278',
    'Subtotal@274-303/291:301 | USD 9,765.00@502-551/291:301',
    'VAT 0% (export of services, VAT Law s. 30(a)(5))@274-441/307:316 | USD 0.00@517-551/307:316',
    'Total@274-296/324:335 | USD 9,765.00@493-551/324:335',
    'For Israeli VAT records only: exchange rate USD 1 = ILS 3.521 · total ILS 34,382.57 · VAT ILS 0.00@51-347/349:358',
    'Payment by wire transfer in USD · Beneficiary: Pixelwave Motion Ltd. · IBAN IL88 9963 2076 2287 7016 558 · SWIFT LUMIILIT · Please quote the invoice number.@43-530/369:377',
    "Pixelwave Motion Ltd.@43-113/820:829 | · Company No. 55-909653-2 · 14 HaArba'a Street, Tel Aviv 64739, Israel · studio@pixelwave.example@115-420/820:829",
  ];

  it("takes the id at the foot: an Israeli company's, printed beside its address in Israel", () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorTaxId).toBe('559096532');
  });

  it('not beside an address abroad: a foreign vendor has no Israeli id', () => {
    const abroad = rows.map((r) => r.replace('Tel Aviv 64739, Israel', 'Limassol 3036, Cyprus'));
    expect(parseReceiptDocument(textLayer(abroad)).fields.vendorTaxId).toBeUndefined();
  });

  it('takes the payee\'s name without the label "Beneficiary:"', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Pixelwave Motion Ltd.');
  });

  it("a word that is no payee's label stays part of what follows it", () => {
    const other = rows.map((r) => r.replace('Beneficiary: Pixelwave', 'Reference: Pixelwave'));
    expect(parseReceiptDocument(textLayer(other)).fields.vendorName).not.toBe('Pixelwave Motion Ltd.');
  });
});

describe("a French Saint-Martin invoice's TGCA, the island's general turnover tax where it has no VAT: \"TGCA 4 % (taxe générale sur le chiffre d'affaires)\"", () => {
  const rows = [
    'Island Shield Shutters SARL@449-553/36:44',
    'ISL AND SHIELD@55-196/43:61 | 48 rue de Hollande, 97150 Marigot@417-553/43:61',
    'Saint-Martin (partie française)@434-553/61:69',
    'Storm shutters · Volets anti-cyclone@55-192/66:74',
    'SIRET 992 583 181 29009@461-553/73:82',
    'N° TGCA 432068@489-553/85:94',
    '+590 690 56 02 61@484-553/98:106',
    'FACTURE / INVOICE@43-181/121:136 | N° F2024-0454@197-278/121:136',
    'Date de facture / Invoice date@49-160/151:159 | Date d’intervention / Work date@221-336/151:159 | Échéance / Due@393-453/151:159',
    '09/09/2024@49-97/160:169 | 09/09/2024@221-269/160:169 | 24/09/2024@393-441/160:169',
    'Client@43-65/186:194',
    'Le Petit Carbet Restaurant SARL@43-177/199:208',
    'Boulevard de Grand Case, 97150 Saint-Martin@43-240/212:221',
    'Désignation / Description@46-144/236:244 | Qté x P.U.@439-476/236:244 | Montant HT@507-550/236:244',
    'Volet roulant aluminium anti-cyclonique 180 x 220 cm@46-277/250:259',
    '4 x 1 214,00@427-476/256:265 | 4 856,00 €@508-550/256:265',
    'Aluminium roll-down hurricane shutter@46-188/261:269',
    'Fixations et ancrages inox (forfait)@46-191/276:285',
    '1@471-476/281:290 | 148,00 €@515-550/281:290',
    'Stainless@46-77/287:295 | fixings and anchors (lump sum)@79-197/287:295',
    'Main-d’œuvre pose@46-133/301:310',
    '7 h x 64,00@431-476/307:316 | 448,00 €@515-550/307:316',
    'Fitting labour@46-95/312:320',
    'Total HT@311-343/334:343 | 5 452,00 €@508-550/334:343',
    'TGCA 4 %@311-353/349:358 | (taxe générale sur le chiffre@356-455/349:358',
    '218,08 €@515-550/355:364',
    'd’affaires)@311-348/361:369',
    'Total TTC@311-357/376:387 | 5 670,08 €@496-550/376:387',
    'Acompte versé / Deposit paid@311-442/394:403 | - 2 268,00 €@502-550/394:403',
    'Reste à payer / Balance due@311-435/409:418 | 3 402,08 €@507-550/409:418',
    'TVA non applicable à Saint-Martin - TGCA collectée pour le compte de la Collectivité. Paiement par virement: IBAN FR76 9584 9671 9046 7257 9776@43-547/442:449',
    '928. Pénalités de retard: 3 fois le taux d’intérêt légal.@43-220/450:457',
  ];

  it('is the tax', () => {
    const { fields } = parseReceiptDocument(textLayer(rows));
    expect(fields.tax).toBe('218.08');
    expect(fields.total).toBe('5670.08');
  });

  it('so recognised with its T read as an "I" ("IGCA 4 %")', () => {
    expect(linesOf(enSaintMartinShutters1Png).some((l) => l.text.startsWith('IGCA 4 %'))).toBe(true);
    expect(parseReceiptDocument(enSaintMartinShutters1Png).fields.tax).toBe('218.08');
  });

  // (Its French name beside it, "taxe générale …", names a tax too since parser 99: the guard takes it away with the acronym.)
  it('not another word of four letters', () => {
    const other = rows.map((r) => r.replace('TGCA 4 %@', 'TGXA 4 %@').replace('(taxe générale sur le chiffre@', '(générale sur le chiffre@'));
    expect(parseReceiptDocument(textLayer(other)).fields.tax).toBeUndefined();
  });
});

describe("a letterhead's column beside the body, \"ח.פ.\" alone in the cell over the id, another column's id on the label's line", () => {
  it('takes the id under the label', () => {
    expect(parseReceiptDocument(heCateringCreditNote1Png).fields.vendorTaxId).toBe('517873774');
  });

  it("not under a cell that is no id's label", () => {
    expect(parseReceiptDocument(withWord(heCateringCreditNote1Png, 'חפ', 'חס')).fields.vendorTaxId).toBeUndefined();
  });
});

describe('a VAT\'s rate recognised with a digit lost or its per cent sign read as digits: "כולל מע"מ 1% 74.97", "כולל מע"מ 179% 100.53"', () => {
  it('is the rate in force the lost digit leaves ("1%" of 17%)', () => {
    expect(parseReceiptDocument(heFilipinoRestaurant1Scan).fields.tax).toBe('74.97');
  });

  it('not a rate that is no part of the rate in force', () => {
    expect(parseReceiptDocument(withWord(heFilipinoRestaurant1Scan, '1%', '3%')).fields.tax).toBeUndefined();
  });

  it('reads the rate back from its sign read as a 9 ("179%" is 17%)', () => {
    expect(linesOf(heFilipinoRestaurant4Png).some((l) => l.text === 'כולל מע"מ 17% 100.53')).toBe(true);
    expect(parseReceiptDocument(heFilipinoRestaurant4Png).fields.tax).toBe('100.53');
  });

  it('not when no amount follows it', () => {
    expect(linesOf(withWord(heFilipinoRestaurant4Png, '100.53', 'בקופה')).some((l) => l.text.includes('179%'))).toBe(true);
  });
});

describe('"מע"מ" recognised as Latin letters with an "h" beside its first mem, nh" and yn', () => {
  it("is the VAT's label", () => {
    expect(normaliseWord('nh"yn')).toBe('מע"מ');
    expect(parseReceiptDocument(heElevatorPhoneLines1Png).fields.tax).toBe('49.86');
  });

  it('not other letters', () => {
    expect(normaliseWord('nk"yn')).toBe('nk"yn');
  });
});
