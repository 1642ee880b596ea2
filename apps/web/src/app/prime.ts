import { type APIOptions, updateLocaleOptions } from 'primereact/api';

/** Spec section 9, interface defaults: layering, ripple off, English locale. */
export const PRIME_VALUE: Partial<APIOptions> = {
  ripple: false,
  locale: 'en',
  zIndex: { modal: 1100, overlay: 1000, menu: 1000, tooltip: 1100, toast: 1200 },
};

export function configurePrimeLocale(): void {
  updateLocaleOptions({ dateFormat: 'mm/dd/yy', firstDayOfWeek: 0 }, 'en');
}
