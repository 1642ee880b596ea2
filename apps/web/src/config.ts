/** The product's name, as the subscription's words say it. */
export const PRODUCT_NAME = 'Ringalong';

/** Where users write for help; set VITE_SUPPORT_EMAIL at build time to change it. */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@ringalong.app';
