import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 79: a folio's "Total Credits" that settle its "Total Charges" of the same amount are payments, not a credit note's total, and its "Includes NH
 * Meals & Rooms Tax" line, the sum of the night-by-night tax rows above it, is the tax; Jamaica's general consumption tax ("GCT @ 15%") is the tax by its own
 * name; a series code before a year and a serial ("No. RTS 22-0468") is part of the number. Made on held-out set 68 after its blind reading; text layers as
 * the reader gave them (written as `textLayer` reads them, coordinates rounded).
 */
describe('a New Hampshire country inn\'s folio: charges and credits columns, a tax row under each night, "Includes NH Meals & Rooms Tax" under the totals', () => {
  const rows = [
    'The Pinkham Birches Inn@185-427/33:60',
    'Pinkham Birches Inn LLC · 88 Birch Hollow Road, Jackson, New Hampshire 03846 · (603) 383-0697@127-485/70:79',
    'NH Meals & Rooms Tax Operator License No. 57570@211-401/80:89',
    'G U E S T F O L I O A N D I N V O I C E@198-412/104:116',
    'Guest@45-70/125:134 | Emily and Sara Brandt@97-198/125:134 | Invoice No.@208-257/125:134 | 22-04030@273-311/125:134',
    'Room@45-71/138:148 | 7@97-102/138:148 | Folio@208-230/138:148 | 30876@273-298/138:148',
    'Arrival@45-76/152:161 | Wed 07/27/2022@97-165/152:161 | Confirmation PBI945574@208-319/152:161',
    'Departure Thu 07/28/2022@45-163/165:175 | Date@208-228/165:175 | 07/28/2022@273-318/165:175',
    'Date@48-67/186:195 | Description@143-190/186:195 | Charges@472-505/186:195 | Credits@534-564/186:195',
    '06/20/2022@48-99/201:211 | Advance Deposit, Visa@143-240/201:211 | 290.78@537-564/201:211',
    '07/27/2022@48-99/218:228 | Room Charge: King Room with Fireplace@143-319/218:228 | 268.00@478-505/218:228',
    '07/27/2022@48-99/236:245 | NH Rooms Tax 8.5%@143-232/236:245 | 22.78@483-505/236:245',
    '07/27/2022@48-99/253:263 | Picnic Lunch Basket@143-229/253:263 | 36.50@483-505/253:263',
    '07/27/2022@48-99/270:280 | NH Meals Tax 8.5%@143-228/270:280 | 3.10@488-505/270:280',
    '07/28/2022@48-99/287:297 | Payment, Visa xxxx9479@143-246/287:297 | 39.60@542-564/287:297',
    'Total Charges@327-388/308:318 | $330.38@535-567/308:318',
    'Includes NH Meals & Rooms Tax@327-470/320:330 | $25.88@540-567/320:330',
    'Total Credits@327-382/332:342 | $330.38@535-567/332:342',
    'Balance Due@327-383/344:354 | $0.00@545-567/344:354',
    'New Hampshire levies no general sales tax; gift shop goods are not subject to the meals and rooms tax. Thank you for staying with us.@45-564/371:380',
    'We hope to see you again in the mountains.@45-214/383:392',
  ];

  it('is a bill of $330.38, not a credit note, with $25.88 of tax, the sum of its tax rows', () => {
    const { fields } = parseReceiptDocument(textLayer(rows));
    expect(fields.total).toBe('330.38');
    expect(fields.tax).toBe('25.88');
  });

  it('is still a credit where no "Total Charges" of the same amount stands beside the credits', () => {
    const credited = rows.map((r) => r.replace('Total Charges@', 'Total Credited@'));
    expect(parseReceiptDocument(textLayer(credited)).fields.total).toBe('-330.38');
  });

  it('does not take the including line for the tax where the tax rows do not add up to it', () => {
    const apart = rows.map((r) => r.replace('$25.88@', '$25.98@'));
    expect(parseReceiptDocument(textLayer(apart)).fields.tax).not.toBe('25.98');
  });
});

describe('a Kingston sound system hirer\'s dollar invoice: "No. RTS 22-0468" under the title, "GCT @ 15% US$558.75" between the subtotal and the total', () => {
  const rows = [
    'RIDDIM TOWER SOUND@43-276/36:56 | TAX INVOICE@476-569/36:56',
    'No. RTS 22-0468@502-569/56:65',
    'Riddim Tower Sound Services Limited@43-178/62:70',
    '21 Red Hills Road, Kingston 10, Jamaica W.I. · +1 876 965 7513@43-267/72:80 | Date: 14 July 2022@491-569/72:80',
    'TRN 036-016-899 · GCT Registration No. 036-016-899@43-229/82:89',
    'B I L L TO@43-70/109:116 | Event@354-378/109:116 | Homecoming fundraiser@419-524/109:116',
    'Seaview Pavilion Hotel Limited@43-173/118:127 | Event date(s)@354-411/118:127 | 12 Jul 2022 to 13 Jul 2022@419-527/118:127',
    'Gloucester Avenue, Montego Bay, St. James@43-235/128:137',
    'Venue@354-382/134:143 | Hotel beach lawn, Montego Bay@419-559/134:143',
    'Quotation@354-398/146:155 | Q-1081@419-451/146:155',
    'Description@46-89/168:176 | Qty@401-415/168:176 | Unit@445-459/168:176 | Rate@490-508/168:176 | Amount@536-566/168:176',
    'Sound system: 2 x 18" sub stacks, 4 mid-tops, amp rack@46-280/183:192 | 2@410-415/183:192 | day@442-459/183:192 | 785.00@480-508/183:192 | 1,570.00@532-566/183:192',
    'Selector / DJ@46-101/199:208 | 2@410-415/199:208 | night@437-459/199:208 | 445.00@480-508/199:208 | 890.00@539-566/199:208',
    'Sound engineer@46-115/215:224 | 2@410-415/215:224 | day@442-459/215:224 | 240.00@480-508/215:224 | 480.00@539-566/215:224',
    'Wireless microphone kit, 4 channels@46-198/230:239 | 2@410-415/230:239 | day@442-459/230:239 | 95.00@485-508/230:239 | 190.00@539-566/230:239',
    'Transport, set-up and strike crew (truck + 4 crew)@46-254/246:255 | 1@410-415/246:255 | event@435-459/246:255 | 465.00@480-508/246:255 | 465.00@539-566/246:255',
    'Power distribution and cabling@46-178/262:271 | 1@410-415/262:271 | event@435-459/262:271 | 130.00@480-508/262:271 | 130.00@539-566/262:271',
    'Subtotal@338-373/281:290 | US$3,725.00@519-569/281:290',
    'GCT @ 15%@338-386/292:301 | US$558.75@527-569/292:301',
    'TOTAL@338-366/302:312 | US$4,283.75@511-569/302:312',
    'Less deposit received@338-431/322:331 | (US$2,142.00)@512-569/322:331',
    'Balance due@338-393/332:341 | US$2,141.75@519-569/332:341',
    "Balance payable within 14 days of the invoice date by wire to our US$ account at a Kingston bank, or by manager's cheque.@43-531/353:362",
    'Equipment remains the property of Riddim Tower Sound; damage or loss is charged at replacement cost.@43-453/363:371',
    'Thank you for your business. Big up!@43-196/383:392',
  ];

  it('has the general consumption tax as its tax, and the number with its series code', () => {
    const { fields } = parseReceiptDocument(textLayer(rows));
    expect(fields.tax).toBe('558.75');
    expect(fields.documentNumber).toBe('RTS 22-0468');
  });

  it("keeps a code that is a label's word out of the number", () => {
    const labelled = rows.map((r) => r.replace('No. RTS 22-0468@', 'No. NR 22-0468@'));
    expect(parseReceiptDocument(textLayer(labelled)).fields.documentNumber).toBe('22-0468');
  });
});
