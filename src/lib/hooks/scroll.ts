/*
 * Window scrolling helpers. The stylesheet sets `scroll-behavior: smooth`,
 * so a jump must be asked for as `instant` (`auto` would follow the CSS).
 */

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The element's distance from the top of the document, ignoring CSS transforms (a section still fading in). */
export function documentTop(element: HTMLElement): number {
  let top = 0;
  for (let node: HTMLElement | null = element; node; node = node.offsetParent as HTMLElement | null) top += node.offsetTop;
  return top;
}

/**
 * How far below the window's top an anchor target stops: the root's
 * `scroll-padding-top`, the spec's 80 px, set once in the stylesheet so the
 * browser's own jump to a #hash and this code agree.
 */
export function anchorOffset(): number {
  return parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
}

/** Scrolls so the element sits `offset` pixels below the window's top (under the fixed header). */
export function scrollToElement(element: HTMLElement, offset = anchorOffset()): void {
  window.scrollTo({ top: Math.max(0, documentTop(element) - offset), behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
}

export function scrollToTop(smooth = true): void {
  window.scrollTo({ top: 0, behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'instant' });
}
