export { ResellersPanel } from './resellers-panel.tsx';
export { DistributionOptOut } from './distribution-opt-out.tsx';
