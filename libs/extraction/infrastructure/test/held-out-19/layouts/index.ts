import { Layout } from '../../generalisation/kit';
import { enBarcelonaHotelFolio } from './en-barcelona-hotel-folio';
import { enCotswoldsBikeHireInvoice } from './en-cotswolds-bike-hire-invoice';
import { enGenealogyResearchInvoice } from './en-genealogy-research-invoice';
import { enUsTradeShowExhibitorInvoice } from './en-us-trade-show-exhibitor-invoice';
import { heAquariumWebshopOrder } from './he-aquarium-webshop-order';
import { heBeverageDistributorMultipage } from './he-beverage-distributor-multipage';
import { heCampingGearTill } from './he-camping-gear-till';
import { heCarpetStoreCreditNote } from './he-carpet-store-credit-note';
import { heIotSimMonthlyBill } from './he-iot-sim-monthly-bill';
import { heScaffoldingRentalInvoice } from './he-scaffolding-rental-invoice';
import { heWaterAssociationBill } from './he-water-association-bill';
import { heYemeniteRestaurantBill } from './he-yemenite-restaurant-bill';
import { mixedBeachParkingTicket } from './mixed-beach-parking-ticket';
import { mixedExamCentreReceipt } from './mixed-exam-centre-receipt';
import { mixedHighwayRestStopSlip } from './mixed-highway-rest-stop-slip';

/** The nineteenth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-18. */
export const HELD_OUT_19: Layout[] = [
  heCampingGearTill,
  heYemeniteRestaurantBill,
  heWaterAssociationBill,
  heIotSimMonthlyBill,
  heScaffoldingRentalInvoice,
  heCarpetStoreCreditNote,
  heBeverageDistributorMultipage,
  heAquariumWebshopOrder,
  enBarcelonaHotelFolio,
  enUsTradeShowExhibitorInvoice,
  enCotswoldsBikeHireInvoice,
  enGenealogyResearchInvoice,
  mixedHighwayRestStopSlip,
  mixedBeachParkingTicket,
  mixedExamCentreReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h19-';
