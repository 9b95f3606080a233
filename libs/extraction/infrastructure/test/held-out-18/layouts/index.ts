import { Layout } from '../../generalisation/kit';
import { enEdinburghAparthotelFolio } from './en-edinburgh-aparthotel-folio';
import { enFilmGearRentalInvoice } from './en-film-gear-rental-invoice';
import { enSlovenianCampervanRental } from './en-slovenian-campervan-rental';
import { enUsPatentAttorneysInvoice } from './en-us-patent-attorneys-invoice';
import { heColocationMonthlyBill } from './he-colocation-monthly-bill';
import { heCurtainsCreditNote } from './he-curtains-credit-note';
import { heFishingTackleTill } from './he-fishing-tackle-till';
import { heHoneyFarmReceipt } from './he-honey-farm-receipt';
import { hePartySuppliesWebshopOrder } from './he-party-supplies-webshop-order';
import { hePoolMaintenanceInvoice } from './he-pool-maintenance-invoice';
import { heTastingMenuBill } from './he-tasting-menu-bill';
import { heTruckParkingYardInvoice } from './he-truck-parking-yard-invoice';
import { mixedAirfieldFuelSlip } from './mixed-airfield-fuel-slip';
import { mixedNotaryFeesInvoice } from './mixed-notary-fees-invoice';
import { mixedPadelClubReceipt } from './mixed-padel-club-receipt';

/** The eighteenth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-17. */
export const HELD_OUT_18: Layout[] = [
  heFishingTackleTill,
  heTastingMenuBill,
  heColocationMonthlyBill,
  hePartySuppliesWebshopOrder,
  heTruckParkingYardInvoice,
  heCurtainsCreditNote,
  hePoolMaintenanceInvoice,
  heHoneyFarmReceipt,
  enEdinburghAparthotelFolio,
  enUsPatentAttorneysInvoice,
  enSlovenianCampervanRental,
  enFilmGearRentalInvoice,
  mixedAirfieldFuelSlip,
  mixedPadelClubReceipt,
  mixedNotaryFeesInvoice,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h18-';
