import { Layout } from '../../generalisation/kit';
import { enDentalClinic } from './en-dental-clinic';
import { enDutchWebshopInvoice } from './en-dutch-webshop-invoice';
import { enLondonTheatreBooking } from './en-london-theatre-booking';
import { enPragueBeerHall } from './en-prague-beer-hall';
import { heApplianceCreditNote } from './he-appliance-credit-note';
import { heBeerPubTab } from './he-beer-pub-tab';
import { heCableTvBill } from './he-cable-tv-bill';
import { heMovingCompanyInvoice } from './he-moving-company-invoice';
import { hePestControlInvoice } from './he-pest-control-invoice';
import { heSelfServiceFuel } from './he-self-service-fuel';
import { heToyShopTill } from './he-toy-shop-till';
import { heZimmerFolio } from './he-zimmer-folio';
import { mixedAirportParking } from './mixed-airport-parking';
import { mixedLabSuppliesTwoPage } from './mixed-lab-supplies-two-page';
import { mixedSkiSiteTickets } from './mixed-ski-site-tickets';

/** The seventh held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-6. */
export const HELD_OUT_7: Layout[] = [
  heBeerPubTab,
  heCableTvBill,
  heSelfServiceFuel,
  heZimmerFolio,
  heMovingCompanyInvoice,
  heApplianceCreditNote,
  heToyShopTill,
  hePestControlInvoice,
  enDutchWebshopInvoice,
  enPragueBeerHall,
  enDentalClinic,
  enLondonTheatreBooking,
  mixedAirportParking,
  mixedLabSuppliesTwoPage,
  mixedSkiSiteTickets,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h7-';
