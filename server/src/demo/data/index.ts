import { alpineRoots, carpathianCommons } from './alps-and-carpathians.ts';
import { nileStories } from './africa.ts';
import { ghatsLivingTrails, tasmanRestoration } from './asia-pacific.ts';
import { costaViva, mediterraSlowTravel } from './mediterranean.ts';
import { chesapeakeCommons } from './north-america.ts';
import { balticShores, moorAndMachair, waddenWilds } from './northern-europe.ts';
import type { DemoSupplier } from './types.ts';
import { terreVivante } from './western-europe.ts';

export type { DemoActivity, DemoSupplier } from './types.ts';

/** Every demo supplier, in the order of demoAccounts.suppliers. */
export const demoSuppliers: readonly DemoSupplier[] = [
  alpineRoots,
  nileStories,
  costaViva,
  balticShores,
  moorAndMachair,
  waddenWilds,
  terreVivante,
  mediterraSlowTravel,
  carpathianCommons,
  ghatsLivingTrails,
  tasmanRestoration,
  chesapeakeCommons,
];
