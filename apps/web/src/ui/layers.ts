/**
 * Spec section 9's interface defaults, for the kit. Layering: dialogs (modal) over menus and
 * other overlays, toasts over everything so a message about a dialog shows on top of it. The
 * kit has no ripple effect and its texts are English; a date control, if one ever comes, shows
 * mm/dd/yy with weeks starting on Sunday.
 */
export const LAYERS = { overlay: 1000, menu: 1000, modal: 1100, tooltip: 1100, toast: 1200 } as const;
