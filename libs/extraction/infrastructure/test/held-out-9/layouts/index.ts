import { Layout } from '../../generalisation/kit';
import { enAgriturismoFolio } from './en-agriturismo-folio';
import { enAustrianSkiRental } from './en-austrian-ski-rental';
import { enDomainRegistrarInvoice } from './en-domain-registrar-invoice';
import { enTourGuideInvoice } from './en-tour-guide-invoice';
import { heBookshopTill } from './he-bookshop-till';
import { heHeatingOilDelivery } from './he-heating-oil-delivery';
import { heIrrigationTwoPage } from './he-irrigation-two-page';
import { heSelfStorageInvoice } from './he-self-storage-invoice';
import { heSportsStoreCreditNote } from './he-sports-store-credit-note';
import { heSteakhouseBill } from './he-steakhouse-bill';
import { heTowingInvoice } from './he-towing-invoice';
import { heWaterUtilityBill } from './he-water-utility-bill';
import { mixedCampingFolio } from './mixed-camping-folio';
import { mixedSimRentalReceipt } from './mixed-sim-rental-receipt';
import { mixedTattooStudio } from './mixed-tattoo-studio';

/** The ninth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-8. */
export const HELD_OUT_9: Layout[] = [
  heSteakhouseBill,
  heWaterUtilityBill,
  heHeatingOilDelivery,
  heSelfStorageInvoice,
  heSportsStoreCreditNote,
  heIrrigationTwoPage,
  heBookshopTill,
  heTowingInvoice,
  enAgriturismoFolio,
  enDomainRegistrarInvoice,
  enAustrianSkiRental,
  enTourGuideInvoice,
  mixedCampingFolio,
  mixedSimRentalReceipt,
  mixedTattooStudio,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h9-';
