import { Layout } from '../../generalisation/kit';
import { enCostaRicanCoffeeFarmInvoice } from './en-costa-rican-coffee-farm-invoice';
import { enGameLocalisationQaInvoice } from './en-game-localisation-qa-invoice';
import { enUruguayanLeatherTanneryInvoice } from './en-uruguayan-leather-tannery-invoice';
import { enUsIowaBarnQuiltPainterInvoice } from './en-us-iowa-barn-quilt-painter-invoice';
import { heBalloonShopTill } from './he-balloon-shop-till';
import { heCaesareaVillaFolio } from './he-caesarea-villa-folio';
import { heGreaseTrapCleaningInvoice } from './he-grease-trap-cleaning-invoice';
import { heIraqiRestaurantBill } from './he-iraqi-restaurant-bill';
import { heMobileWifiRouterMonthlyBill } from './he-mobile-wifi-router-monthly-bill';
import { heNaturalSoapWebshopOrder } from './he-natural-soap-webshop-order';
import { hePaperWholesaleTwoPage } from './he-paper-wholesale-two-page';
import { heSunglassesStoreCreditNote } from './he-sunglasses-store-credit-note';
import { mixedHulaValleyFuelSlip } from './mixed-hula-valley-fuel-slip';
import { mixedIndustrialParkCarParkReceipt } from './mixed-industrial-park-car-park-receipt';
import { mixedShakshukaBrunchBill } from './mixed-shakshuka-brunch-bill';

/** The fiftieth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-49. */
export const HELD_OUT_50: Layout[] = [
  heBalloonShopTill,
  heIraqiRestaurantBill,
  heMobileWifiRouterMonthlyBill,
  heGreaseTrapCleaningInvoice,
  heCaesareaVillaFolio,
  heNaturalSoapWebshopOrder,
  hePaperWholesaleTwoPage,
  heSunglassesStoreCreditNote,
  enGameLocalisationQaInvoice,
  enCostaRicanCoffeeFarmInvoice,
  enUruguayanLeatherTanneryInvoice,
  enUsIowaBarnQuiltPainterInvoice,
  mixedHulaValleyFuelSlip,
  mixedIndustrialParkCarParkReceipt,
  mixedShakshukaBrunchBill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h50-';
