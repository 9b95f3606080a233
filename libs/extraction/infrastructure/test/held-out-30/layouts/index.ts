import { Layout } from '../../generalisation/kit';
import { enPodcastStudioInvoice } from './en-podcast-studio-invoice';
import { enUkSailingSchoolInvoice } from './en-uk-sailing-school-invoice';
import { enUsMagicShopOrder } from './en-us-magic-shop-order';
import { enViennaPensionFolio } from './en-vienna-pension-folio';
import { heComicsWebshopOrder } from './he-comics-webshop-order';
import { heFreshPastaProducerTwoPage } from './he-fresh-pasta-producer-two-page';
import { heHungarianRestaurantBill } from './he-hungarian-restaurant-bill';
import { heMobileCraneHireSlip } from './he-mobile-crane-hire-slip';
import { heMobilityAidsCreditNote } from './he-mobility-aids-credit-note';
import { heNewspaperSubscriptionBill } from './he-newspaper-subscription-bill';
import { heSaddleryShopTill } from './he-saddlery-shop-till';
import { heVehicleAppraiserInvoice } from './he-vehicle-appraiser-invoice';
import { mixedHarbourBoatTourTickets } from './mixed-harbour-boat-tour-tickets';
import { mixedMuseumShopTill } from './mixed-museum-shop-till';
import { mixedWeddingBandInvoice } from './mixed-wedding-band-invoice';

/** The thirtieth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-29. */
export const HELD_OUT_30: Layout[] = [
  heSaddleryShopTill,
  heHungarianRestaurantBill,
  heNewspaperSubscriptionBill,
  heMobileCraneHireSlip,
  heVehicleAppraiserInvoice,
  heComicsWebshopOrder,
  heFreshPastaProducerTwoPage,
  heMobilityAidsCreditNote,
  enViennaPensionFolio,
  enUsMagicShopOrder,
  enUkSailingSchoolInvoice,
  enPodcastStudioInvoice,
  mixedMuseumShopTill,
  mixedHarbourBoatTourTickets,
  mixedWeddingBandInvoice,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h30-';
