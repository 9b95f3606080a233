import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 91, made on held-out set 75 after its blind reading (a text layer as the reader gave it, written as `textLayer` reads it, coordinates
 * rounded): the Canary Islands' IGIC, their general indirect tax, is a VAT by its own name.
 */
describe('a Canary Islands invoice: "Base imponible / Net 2.426,00 €", "IGIC 7% 169,82 €", "TOTAL 2.595,82 €"', () => {
  const rows = [
    'Aguas Seguras Canarias S.L.@443-550/42:50',
    'AGUAS SEGURAS@45-220/39:58 | C/ Castillo 58, 2º, 38003 Santa Cruz de Tenerife@374-550/39:58',
    'Legionella prevention · Water hygiene@45-196/64:73 | CIF B38066602 · ROESB 38-1769@435-550/64:73',
    '+34 922 076 024@491-550/78:85',
    'FACTURA / INVOICE@45-180/101:113 | Nº AS-2026-0670@454-550/101:113',
    'DATE / FECHA@51-98/135:142 | DUE / VENCIMIENTO@222-291/135:142 | SITE VISIT@393-422/135:142',
    '24/08/2026@51-98/143:151 | 23/09/2026@222-269/143:151 | 17/08/2026@393-439/143:151',
    'BILL TO / CLIENTE@45-102/167:174',
    'Hotel Taoro Jardín S.L.@45-135/177:186',
    'C/ San Felipe 40, 38400 Puerto de la Cruz@45-216/190:199',
    'CIF B38538087@45-104/203:211',
    'Description@48-90/227:235 | Unit@399-413/227:235 | Qty@443-457/227:235 | Price@484-502/227:235 | Amount@517-547/227:235',
    'Legionella risk assessment, hot and cold water installations (RD 487/2022)@48-350/241:250 | unit@399-414/241:250 | 1@452-457/241:250 | 952,00 €@469-502/241:250 | 952,00 €@514-547/241:250',
    'Thermal shock disinfection, hot water tank@48-223/256:265 | tank@399-417/256:265 | 2@452-457/256:265 | 219,00 €@469-502/256:265 | 438,00 €@514-547/256:265',
    'Water sampling and laboratory analysis (UNE-EN ISO 11731)@48-295/271:280 | sample@399-430/271:280 | 15@448-457/271:280 | 52,00 €@474-502/271:280 | 780,00 €@514-547/271:280',
    'Technician hours on site@48-147/286:295 | h@399-404/286:295 | 3@452-457/286:295 | 63,00 €@474-502/286:295 | 189,00 €@514-547/286:295',
    'Certificate of treatment and logbook update@48-237/301:310 | unit@399-414/301:310 | 1@452-457/301:310 | 67,00 €@474-502/301:310 | 67,00 €@518-547/301:310',
    'Base imponible / Net@356-443/322:331 | 2.426,00 €@507-547/322:331',
    'IGIC 7%@356-388/336:345 | 169,82 €@514-547/336:345',
    'TOTAL@356-386/352:363 | 2.595,82 €@496-547/352:363',
    'Payment by bank transfer within 30 days to ES09 2100 6049 5466 5631 6639, quoting the invoice number.@45-437/387:395',
    'Operación sujeta al Impuesto General Indirecto Canario (IGIC), tipo general.@45-338/399:406',
  ];

  it('takes the IGIC for the tax', () => {
    const { fields } = parseReceiptDocument(textLayer(rows));
    expect(fields.tax).toBe('169.82');
    expect(fields.total).toBe('2595.82');
  });

  it('takes no tax when the line names none', () => {
    expect(parseReceiptDocument(textLayer(rows.map((r) => r.replace('IGIC 7%@', 'Extras 7%@')))).fields.tax).toBeUndefined();
  });
});
