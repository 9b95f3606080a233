import { Layout } from '../../generalisation/kit';
import { enAndorraSkiBootFittingInvoice } from './en-andorra-ski-boot-fitting-invoice';
import { enMontenegroSailmakerInvoice } from './en-montenegro-sailmaker-invoice';
import { enPcbPrototypingInvoice } from './en-pcb-prototyping-invoice';
import { enUsVermontWindsorChairMakerInvoice } from './en-us-vermont-windsor-chair-maker-invoice';
import { heBilliardTablesCreditNote } from './he-billiard-tables-credit-note';
import { heCreperieBill } from './he-creperie-bill';
import { heErgonomicChairsWebshopOrder } from './he-ergonomic-chairs-webshop-order';
import { heHairdressingSuppliesTwoPage } from './he-hairdressing-supplies-two-page';
import { heSatellitePhoneMonthlyBill } from './he-satellite-phone-monthly-bill';
import { heTreehouseCabinsFolio } from './he-treehouse-cabins-folio';
import { heUmbrellaShopTill } from './he-umbrella-shop-till';
import { heWellDrillingInvoice } from './he-well-drilling-invoice';
import { mixedBotanicalGardenCarParkReceipt } from './mixed-botanical-garden-car-park-receipt';
import { mixedCatCafeBill } from './mixed-cat-cafe-bill';
import { mixedMitzpeRamonFuelSlip } from './mixed-mitzpe-ramon-fuel-slip';

/** The forty-second held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-41. */
export const HELD_OUT_42: Layout[] = [
  heUmbrellaShopTill,
  heCreperieBill,
  heSatellitePhoneMonthlyBill,
  heWellDrillingInvoice,
  heTreehouseCabinsFolio,
  heErgonomicChairsWebshopOrder,
  heHairdressingSuppliesTwoPage,
  heBilliardTablesCreditNote,
  enAndorraSkiBootFittingInvoice,
  enMontenegroSailmakerInvoice,
  enUsVermontWindsorChairMakerInvoice,
  enPcbPrototypingInvoice,
  mixedMitzpeRamonFuelSlip,
  mixedBotanicalGardenCarParkReceipt,
  mixedCatCafeBill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h42-';
