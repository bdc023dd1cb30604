/**
 * The interface constants of the product spec (section 9), in one place,
 * but for the anchor offset (80 px): that is the root's `scroll-padding-top`
 * in src/styles/app.css, since the browser's own jump to a #hash needs it too.
 */

/** The header turns opaque, with a shadow, once the page is scrolled further than this. */
export const HEADER_OPAQUE_AFTER_PX = 50;
/** The scroll-to-top button shows once the page is scrolled further than this. */
export const SCROLL_TOP_VISIBLE_AFTER_PX = 300;
/** Viewports narrower than this are "mobile": the header collapses into a toggled menu. */
export const MOBILE_MAX_WIDTH_PX = 768;
/** Viewport width is re-evaluated this long after the last resize event. */
export const RESIZE_DEBOUNCE_MS = 100;
/** Sections fade in once this share of them is visible. */
export const REVEAL_THRESHOLD = 0.1;
