import { Layout } from '../../generalisation/kit';
import { enGermanCalligraphySupplyOrder } from './en-german-calligraphy-supply-order';
import { enPortugueseCorkWorkshopInvoice } from './en-portuguese-cork-workshop-invoice';
import { enUkAntiquarianBooksellerInvoice } from './en-uk-antiquarian-bookseller-invoice';
import { enUsMeteoriteDealerInvoice } from './en-us-meteorite-dealer-invoice';
import { heConcreteDrillingInvoice } from './he-concrete-drilling-invoice';
import { heDruzeRestaurantBill } from './he-druze-restaurant-bill';
import { heHydraulicsSupplierTwoPage } from './he-hydraulics-supplier-two-page';
import { heKnifeShopTill } from './he-knife-shop-till';
import { heMensGroomingWebshopOrder } from './he-mens-grooming-webshop-order';
import { heOfficePlantsMonthlyBill } from './he-office-plants-monthly-bill';
import { heSmartHomeStoreCreditNote } from './he-smart-home-store-credit-note';
import { heVineyardInnFolio } from './he-vineyard-inn-folio';
import { mixedBorderCrossingFuelReceipt } from './mixed-border-crossing-fuel-receipt';
import { mixedSafariParkCarParkReceipt } from './mixed-safari-park-car-park-receipt';
import { mixedVintageClothingTill } from './mixed-vintage-clothing-till';

/** The thirty-fourth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-33. */
export const HELD_OUT_34: Layout[] = [
  heKnifeShopTill,
  heDruzeRestaurantBill,
  heOfficePlantsMonthlyBill,
  heConcreteDrillingInvoice,
  heVineyardInnFolio,
  heMensGroomingWebshopOrder,
  heHydraulicsSupplierTwoPage,
  heSmartHomeStoreCreditNote,
  enGermanCalligraphySupplyOrder,
  enUsMeteoriteDealerInvoice,
  enUkAntiquarianBooksellerInvoice,
  enPortugueseCorkWorkshopInvoice,
  mixedSafariParkCarParkReceipt,
  mixedBorderCrossingFuelReceipt,
  mixedVintageClothingTill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h34-';
