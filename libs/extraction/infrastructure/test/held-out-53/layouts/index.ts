import { Layout } from '../../generalisation/kit';
import { enCanadianAlbertaIceClimbingGuideInvoice } from './en-canadian-alberta-ice-climbing-guide-invoice';
import { enSouthAfricanOstrichFarmInvoice } from './en-south-african-ostrich-farm-invoice';
import { enSpeechwritingStudioInvoice } from './en-speechwriting-studio-invoice';
import { enUsConnecticutLacrosseStickMakerOrder } from './en-us-connecticut-lacrosse-stick-maker-order';
import { heAcreSeaWallInnFolio } from './he-acre-sea-wall-inn-folio';
import { heDriedFruitWholesalerTwoPage } from './he-dried-fruit-wholesaler-two-page';
import { heFenceInstallerInvoice } from './he-fence-installer-invoice';
import { heHydroponicsShopTill } from './he-hydroponics-shop-till';
import { heLawnmowerStoreCreditNote } from './he-lawnmower-store-credit-note';
import { heSabichBarBill } from './he-sabich-bar-bill';
import { heSmartIntercomMonthlyBill } from './he-smart-intercom-monthly-bill';
import { heTableTennisWebshopOrder } from './he-table-tennis-webshop-order';
import { mixedEllaValleyFuelSlip } from './mixed-ella-valley-fuel-slip';
import { mixedMusselsBistroBill } from './mixed-mussels-bistro-bill';
import { mixedNationalLibraryCarParkReceipt } from './mixed-national-library-car-park-receipt';

/** The fifty-third held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-52. */
export const HELD_OUT_53: Layout[] = [
  heHydroponicsShopTill,
  heSabichBarBill,
  heSmartIntercomMonthlyBill,
  heFenceInstallerInvoice,
  heAcreSeaWallInnFolio,
  heTableTennisWebshopOrder,
  heDriedFruitWholesalerTwoPage,
  heLawnmowerStoreCreditNote,
  enSpeechwritingStudioInvoice,
  enSouthAfricanOstrichFarmInvoice,
  enCanadianAlbertaIceClimbingGuideInvoice,
  enUsConnecticutLacrosseStickMakerOrder,
  mixedEllaValleyFuelSlip,
  mixedNationalLibraryCarParkReceipt,
  mixedMusselsBistroBill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h53-';
