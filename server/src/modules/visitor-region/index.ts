// The visitor-region domain's public surface (docs/decisions/124): where a visitor most likely
// is, from their browser's languages; the search orders equally soon results nearer first.
export {
  inVisitorRegion,
  pageDependsOnVisitorRegion,
  pageKeyWithVisitorRegion,
  registerVisitorRegion,
  visitorRegion,
  visitorRegionKeyOf,
} from './visitor-region.ts';
