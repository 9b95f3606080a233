import { Layout } from '../../generalisation/kit';
import { enBarMitzvahPlannerInvoice } from './en-bar-mitzvah-planner-invoice';
import { enLaplandHuskySafariInvoice } from './en-lapland-husky-safari-invoice';
import { enUkPetRelocationInvoice } from './en-uk-pet-relocation-invoice';
import { enUsArtGalleryInvoice } from './en-us-art-gallery-invoice';
import { heCngStationSlip } from './he-cng-station-slip';
import { heEthiopianRestaurantBill } from './he-ethiopian-restaurant-bill';
import { heInteriorDoorsCreditNote } from './he-interior-doors-credit-note';
import { heMaternityHotelFolio } from './he-maternity-hotel-folio';
import { hePhoneAccessoriesTill } from './he-phone-accessories-till';
import { hePlumbingSuppliesTwoPage } from './he-plumbing-supplies-two-page';
import { hePrinterInkWebshopOrder } from './he-printer-ink-webshop-order';
import { hePttRadioNetworkBill } from './he-ptt-radio-network-bill';
import { mixedCruisePortParking } from './mixed-cruise-port-parking';
import { mixedKetubahArtistInvoice } from './mixed-ketubah-artist-invoice';
import { mixedNailStudioReceipt } from './mixed-nail-studio-receipt';

/** The twenty-first held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-20. */
export const HELD_OUT_21: Layout[] = [
  hePhoneAccessoriesTill,
  heEthiopianRestaurantBill,
  hePttRadioNetworkBill,
  heCngStationSlip,
  heMaternityHotelFolio,
  hePrinterInkWebshopOrder,
  heInteriorDoorsCreditNote,
  hePlumbingSuppliesTwoPage,
  enLaplandHuskySafariInvoice,
  enUsArtGalleryInvoice,
  enUkPetRelocationInvoice,
  enBarMitzvahPlannerInvoice,
  mixedCruisePortParking,
  mixedNailStudioReceipt,
  mixedKetubahArtistInvoice,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h21-';
