import { Layout } from '../../generalisation/kit';
import { enKosovoFiligreeWorkshopInvoice } from './en-kosovo-filigree-workshop-invoice';
import { enUsIndianaLimestoneCarverInvoice } from './en-us-indiana-limestone-carver-invoice';
import { enUsWyomingAntlerChandelierInvoice } from './en-us-wyoming-antler-chandelier-invoice';
import { enWindTunnelTestingInvoice } from './en-wind-tunnel-testing-invoice';
import { heCaveSuitesFolio } from './he-cave-suites-folio';
import { heConferenceCallServiceBill } from './he-conference-call-service-bill';
import { heEpoxyFlooringInvoice } from './he-epoxy-flooring-invoice';
import { heHaberdasheryTill } from './he-haberdashery-till';
import { heMassageChairsCreditNote } from './he-massage-chairs-credit-note';
import { hePolishPierogiBill } from './he-polish-pierogi-bill';
import { heTerrariumWebshopOrder } from './he-terrarium-webshop-order';
import { heVeterinaryPharmaTwoPage } from './he-veterinary-pharma-two-page';
import { mixedConcertHallCarParkReceipt } from './mixed-concert-hall-car-park-receipt';
import { mixedGolanHeightsFuelSlip } from './mixed-golan-heights-fuel-slip';
import { mixedOysterBarBill } from './mixed-oyster-bar-bill';

/** The forty-third held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-42. */
export const HELD_OUT_43: Layout[] = [
  heHaberdasheryTill,
  hePolishPierogiBill,
  heConferenceCallServiceBill,
  heEpoxyFlooringInvoice,
  heCaveSuitesFolio,
  heTerrariumWebshopOrder,
  heVeterinaryPharmaTwoPage,
  heMassageChairsCreditNote,
  enKosovoFiligreeWorkshopInvoice,
  enUsIndianaLimestoneCarverInvoice,
  enUsWyomingAntlerChandelierInvoice,
  enWindTunnelTestingInvoice,
  mixedGolanHeightsFuelSlip,
  mixedConcertHallCarParkReceipt,
  mixedOysterBarBill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h43-';
