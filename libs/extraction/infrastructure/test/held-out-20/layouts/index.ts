import { Layout } from '../../generalisation/kit';
import { enFrenchAlpsChaletFolio } from './en-french-alps-chalet-folio';
import { enHomeInspectionInvoice } from './en-home-inspection-invoice';
import { enUkGolfClubInvoice } from './en-uk-golf-club-invoice';
import { enUsExpatTaxPreparerInvoice } from './en-us-expat-tax-preparer-invoice';
import { heBbqStoreCreditNote } from './he-bbq-store-credit-note';
import { heCraftSuppliesTill } from './he-craft-supplies-till';
import { heIndianRestaurantBill } from './he-indian-restaurant-bill';
import { heNaturalGasSupplyBill } from './he-natural-gas-supply-bill';
import { heProduceWholesalerTwoPage } from './he-produce-wholesaler-two-page';
import { heSignageWorkshopInvoice } from './he-signage-workshop-invoice';
import { heTeaWebshopOrder } from './he-tea-webshop-order';
import { heWatchmakerReceipt } from './he-watchmaker-receipt';
import { mixedCableCarTicket } from './mixed-cable-car-ticket';
import { mixedHomeCleaningInvoice } from './mixed-home-cleaning-invoice';
import { mixedWineryTastingReceipt } from './mixed-winery-tasting-receipt';

/** The twentieth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-19. */
export const HELD_OUT_20: Layout[] = [
  heCraftSuppliesTill,
  heIndianRestaurantBill,
  heNaturalGasSupplyBill,
  heSignageWorkshopInvoice,
  heProduceWholesalerTwoPage,
  heBbqStoreCreditNote,
  heWatchmakerReceipt,
  heTeaWebshopOrder,
  enFrenchAlpsChaletFolio,
  enUsExpatTaxPreparerInvoice,
  enUkGolfClubInvoice,
  enHomeInspectionInvoice,
  mixedCableCarTicket,
  mixedWineryTastingReceipt,
  mixedHomeCleaningInvoice,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h20-';
