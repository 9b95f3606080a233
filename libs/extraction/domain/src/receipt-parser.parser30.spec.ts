import { isPersonName } from './given-names';
import {
  enDutchBalloonFlightInvoice3Scan,
  enDutchBalloonFlightInvoice4Scan,
  enUsTypewriterRestorationInvoice1Png,
  enUxResearchLabInvoice4Png,
  heShoeRepairKioskTill1Png,
  heWeighbridgeSlip1Png,
  mixedPhotoBoothRentalInvoice2Png,
} from './ocr-output-30.fixtures';
import { documentFromText } from './receipt-document';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 30: a Greek given name; a logo's remnant before a Latin name (a lone digit, a row of rings
 * read as zeros); a Latin suffix's full stop recognised apart from it; a sign before a weight is no
 * currency; a month whose 0 was recognised as 6, 8 or 9. Made on held-out set 29 after its reading;
 * a row of a VAT analysis that opens with its rate is that rate's gross, not the grand total, though
 * the other rates' rows were not read; a bilingual "מס' / No." whose slash was recognised glued to
 * the Hebrew half, its value a column's gap to its left, and a "No." run into a tax id's label; one text layer as the reader gave it (written as `textLayer` reads them) and recognised pages as
 * captured.
 */
describe('a Greek taverna\'s till slip: the brand "אופה!" over the owner, his trade and address, then "עוסק מורשה"', () => {
  const rows = [
    'אופה!@100-148/19:37',
    'ניקולס אברהם@94-155/45:55',
    'מסעדה יוונית ובר אוזו@84-166/60:70',
    "שד'@153-166/74:83 | בן גוריון@121-150/74:83 | ,48@105-118/74:83 | חיפה@83-103/74:83",
    'עוסק מורשה@126-173/87:97 | 282178375@76-124/87:97',
    "חשבונית מס@142-195/115:125 | /@136-139/115:125 | קבלה מס'@91-133/115:125 | B-2205@55-88/115:125",
    'תאריך:@204-230/135:144 | 24/08/2023@154-202/135:144 | פתיחה:@45-74/135:144 | 12:10@19-43/135:144',
    'שולחן@207-230/147:157 | 8@200-205/147:157 | ·@195-197/147:157 | 4@187-192/147:157 | סועדים@158-185/147:157 | מלצר/ית:@41-75/147:157 | מאיר@19-38/147:157',
    'רטסינה@202-230/168:178 | –@195-200/168:178 | בקבוק@169-193/168:178 | 296.00@19-48/168:178',
    '2@160-164/181:189 | ×@166-170/181:189 | 148.00@173-197/181:189 | ·@199-201/181:189 | Retsina@203-230/181:189',
    'בקלאווה@198-230/195:204 | 37.00@19-43/195:204',
    'Baklava@200-230/207:215',
    'פרפה@209-230/222:232 | –@202-207/222:232 | קפה קר@171-200/222:232 | 18.00@19-43/222:232',
    'Frappé@204-230/235:243',
    'גירוס פיתה@188-230/249:258 | 65.00@19-43/249:258',
    'Gyros@209-230/261:269',
    'אוזו@216-230/276:286 | –@209-213/276:286 | כוסית@184-206/276:286 | 29.00@19-43/276:286',
    'Ouzo@211-230/289:297',
    'סה"כ לתשלום@160-230/313:325 | ₪@59-69/313:325 | 445.00@19-56/313:325',
    'מע"מ@210-230/333:343 | 17%@188-207/333:343 | )כלול(@162-186/333:343 | 64.66@19-43/333:343',
    'שולם במזומן@183-230/345:354 | 445.00@19-48/345:354',
    'השירות אינו כלול בחשבון@104-190/370:378 | ·@100-102/370:378 | טיפ מקובל:@60-98/370:378',
    '66.75@43-64/381:389 | –@66-70/381:389 | 15%@72-89/381:389 | |@93-98/381:389 | 53.40@102-122/381:389 | –@125-129/381:389 | 12%@131-148/381:389 | |@152-156/381:389 | 44.50@161-181/381:389 | –@183-187/381:389 | 10%@190-206/381:389',
    '!Efcharistó@157-200/402:410 | ·@153-155/402:410 | תודה ולהתראות@99-150/402:410 | ·@95-97/402:410 | סגירה@73-92/402:410 | 13:27@50-71/402:410',
  ];

  it('answers the owner by his name, a given name from Greek', () => {
    expect(isPersonName('ניקולס אברהם')).toBe(true);
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('ניקולס אברהם');
  });
});

describe('a logo recognised before a Latin name', () => {
  it('drops a row of rings read as zeros ("C0000 Carriage Return Typewriter Co., Inc.")', () => {
    expect(parseReceiptDocument(enUsTypewriterRestorationInvoice1Png).fields.vendorName).toBe('Carriage Return Typewriter Co., Inc.');
  });

  it('drops a lone digit ("0 SkyDrift Ballooning B.V.")', () => {
    expect(parseReceiptDocument(enDutchBalloonFlightInvoice3Scan).fields.vendorName).toBe('SkyDrift Ballooning B.V.');
  });

  it('keeps a number that opens a name in a text layer, which has no logo noise', () => {
    expect(parseReceiptDocument(documentFromText('7 Seas Trading Ltd\nInvoice No. 4471\nDate: 12/03/2025\nTotal £120.00')).fields.vendorName).toBe('7 Seas Trading Ltd');
  });
});

describe("a Latin suffix's full stop recognised as a word of its own", () => {
  it('is the suffix\'s ("Usable Insight Labs" over "Ltd ." → "Usable Insight Labs Ltd.")', () => {
    expect(parseReceiptDocument(enUxResearchLabInvoice4Png).fields.vendorName).toBe('Usable Insight Labs Ltd.');
  });
});

describe('a weighbridge\'s slip: "±20 ק"ג" recognised as "£20 ק"ג", no currency sign elsewhere', () => {
  it("reads shekels, a Hebrew page's currency, not pounds", () => {
    expect(parseReceiptDocument(heWeighbridgeSlip1Png).fields.currency).toBe('ILS');
  });

  it('still counts a pound sign before an amount of money', () => {
    expect(parseReceiptDocument(documentFromText('Harrow Lane Ltd\nBat repair £45.00\nTotal £45.00')).fields.currency).toBe('GBP');
  });
});

describe('a shoe repair kiosk\'s slip: "תאריך 18/62/26", the month\'s 0 recognised as 6', () => {
  it('reads 18 February, doubted', () => {
    const { fields, confidence } = parseReceiptDocument(heShoeRepairKioskTill1Png);
    expect(fields.date).toBe('2026-02-18');
    expect(confidence.date).toBeLessThan(0.9);
  });

  it('repairs no month in a text layer, and none that could be a month', () => {
    expect(parseReceiptDocument(documentFromText('חנות\nתאריך 18/62/26\nסה"כ 12.00')).fields.date).toBeUndefined();
    expect(parseReceiptDocument(documentFromText('חנות\nתאריך 18/12/26\nסה"כ 12.00', 'ocr')).fields.date).toBe('2026-12-18');
  });
});

describe("a Dutch balloon flight's invoice, scanned: its VAT analysis's 9% row read, its 21% row lost", () => {
  it('takes "Totaal / Total € 879,50", not the 9% row\'s gross ("9% 6 729,36 € 65,64 € 795,00"), whose net and VAT add up to it', () => {
    const { fields, confidence } = parseReceiptDocument(enDutchBalloonFlightInvoice4Scan);
    expect(fields.total).toBe('879.50');
    expect(confidence.total).toBeLessThan(0.9);
  });

  it('still takes a total line that names its rate ("Total incl. 17% VAT")', () => {
    const page = documentFromText('Acme Ltd\nInvoice No. 4471\nDate: 12/03/2024\nNet 100.00\nVAT 17% 17.00\nTotal incl. 17% VAT 117.00');
    expect(parseReceiptDocument(page).fields.total).toBe('117.00');
  });
});

describe('a photo booth hire\'s bilingual invoice: "מס\' / No. 1737" recognised as "/\'op No." and "1737" a column\'s gap to its left', () => {
  it('reads the number past the Latin half, the slash glued to the Hebrew half\'s noise; not the customer\'s id after "Co. No. / ח.פ."', () => {
    expect(parseReceiptDocument(mixedPhotoBoothRentalInvoice2Png).fields.documentNumber).toBe('1737');
  });
});
