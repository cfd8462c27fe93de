// Currencies for display (issue 33 part 4, docs/decisions/108).
export { CurrencyPicker } from './currency-picker.tsx';
export { ApproxPrice, DisplayCurrencyProvider, useApproxPrice, useDisplayCurrency } from './display-currency.tsx';
export { AdminRatesSection } from './admin-rates-section.tsx';
