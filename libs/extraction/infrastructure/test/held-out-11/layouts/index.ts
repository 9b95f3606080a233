import { Layout } from '../../generalisation/kit';
import { enCyprusWeddingPlanner } from './en-cyprus-wedding-planner';
import { enFrenchBrasserieBill } from './en-french-brasserie-bill';
import { enPilgrimGuesthouseFolio } from './en-pilgrim-guesthouse-folio';
import { enUkInternationalRemovals } from './en-uk-international-removals';
import { heBusCharterInvoice } from './he-bus-charter-invoice';
import { heBusinessTelephonyBill } from './he-business-telephony-bill';
import { heDogTrainerReceipt } from './he-dog-trainer-receipt';
import { heIceCreamSlip } from './he-ice-cream-slip';
import { heLaundryServiceTwoPage } from './he-laundry-service-two-page';
import { heNutsSpicesTill } from './he-nuts-spices-till';
import { heSupplementsWebshopInvoice } from './he-supplements-webshop-invoice';
import { heTileStoreCreditNote } from './he-tile-store-credit-note';
import { mixedCustomsBrokerInvoice } from './mixed-customs-broker-invoice';
import { mixedEbikeRentalSlip } from './mixed-ebike-rental-slip';
import { mixedKaraokeBarBill } from './mixed-karaoke-bar-bill';

/** The eleventh held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-10. */
export const HELD_OUT_11: Layout[] = [
  heNutsSpicesTill,
  heIceCreamSlip,
  heBusCharterInvoice,
  heBusinessTelephonyBill,
  heDogTrainerReceipt,
  heLaundryServiceTwoPage,
  heTileStoreCreditNote,
  heSupplementsWebshopInvoice,
  enFrenchBrasserieBill,
  enCyprusWeddingPlanner,
  enUkInternationalRemovals,
  enPilgrimGuesthouseFolio,
  mixedCustomsBrokerInvoice,
  mixedEbikeRentalSlip,
  mixedKaraokeBarBill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h11-';
