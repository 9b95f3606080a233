import { Layout } from '../../generalisation/kit';
import { enFunchalMalvasiaTill } from './en-funchal-malvasia-till';
import { enKororSnorkelReceipt } from './en-koror-snorkel-receipt';
import { enPomegranateGbpInvoice } from './en-pomegranate-gbp-invoice';
import { enSwanseaSlateInvoice } from './en-swansea-slate-invoice';
import { heCabinetTwoPageInvoice } from './he-cabinet-two-page-invoice';
import { heKilowattHouseholdBill } from './he-kilowatt-household-bill';
import { heNesherFuelTill } from './he-nesher-fuel-till';
import { heSofaCreditNote } from './he-sofa-credit-note';
import { heTaborFarmstayFolio } from './he-tabor-farmstay-folio';
import { heTranslatorInvoice } from './he-translator-invoice';
import { heTsfatKebabRestaurantBill } from './he-tsfat-kebab-restaurant-bill';
import { heYavneBourekasTill } from './he-yavne-bourekas-till';
import { mixedBoardgameOnlineOrder } from './mixed-boardgame-online-order';
import { mixedFunicularParking } from './mixed-funicular-parking';
import { mixedSwitchboardTelecomBill } from './mixed-switchboard-telecom-bill';

/** The eighty-sixth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-85. */
export const HELD_OUT_86: Layout[] = [
  heYavneBourekasTill,
  heTsfatKebabRestaurantBill,
  heKilowattHouseholdBill,
  heTranslatorInvoice,
  heCabinetTwoPageInvoice,
  heSofaCreditNote,
  heTaborFarmstayFolio,
  heNesherFuelTill,
  enFunchalMalvasiaTill,
  enSwanseaSlateInvoice,
  enKororSnorkelReceipt,
  enPomegranateGbpInvoice,
  mixedSwitchboardTelecomBill,
  mixedBoardgameOnlineOrder,
  mixedFunicularParking,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h86-';
