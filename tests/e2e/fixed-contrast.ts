import type { Page } from '@playwright/test';

/*
 * axe-core 4.14 looks for the backdrop of a position: fixed element at the
 * centre of the whole document (its grid for fixed elements is anchored to
 * <html>), not behind the element. Text in the fixed header, transparent over
 * a dark page top, is therefore compared with whatever happens to sit
 * mid-page. For those elements this measures what the visitor sees instead:
 * the browser's own stack of boxes under the text, composited in a canvas.
 */

export interface MeasuredContrast {
  ratio: number;
  foreground: string;
  background: string;
}

/**
 * The real contrast of the text of the element matched by `selector`, if it
 * sits in a fixed element and its backdrop is plain colour; undefined when it
 * cannot be measured that way (then axe's own verdict stands).
 */
export function fixedElementContrast(page: Page, selector: string): Promise<MeasuredContrast | undefined> {
  return page.evaluate((selector) => {
    const element = document.querySelector(selector);
    if (!element) return undefined;
    let fixed = false;
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (getComputedStyle(node).position === 'fixed') fixed = true;
    }
    if (!fixed) return undefined;

    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const pixel = () => {
      const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b] as const;
    };
    const luminance = ([r, g, b]: readonly [number, number, number]) => {
      const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const hex = (rgb: readonly number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

    // Sample the text's middle and both ends; the worst point counts.
    const box = element.getBoundingClientRect();
    const y = box.top + box.height / 2;
    let worst: { ratio: number; foreground: string; background: string } | undefined;
    for (const x of [box.left + 2, box.left + box.width / 2, box.right - 2]) {
      const stack = document.elementsFromPoint(x, y);
      const own = stack.indexOf(element);
      if (own === -1) return undefined;
      // Something opaque drawn over the text, an image or translucency in the backdrop: not plain colour.
      const above = stack.slice(0, own).filter((node) => !node.contains(element));
      if (above.some((node) => getComputedStyle(node).backgroundColor !== 'rgba(0, 0, 0, 0)')) return undefined;
      const below = stack.slice(own);
      if (below.some((node) => getComputedStyle(node).backgroundImage !== 'none' || getComputedStyle(node).opacity !== '1')) return undefined;

      context.globalCompositeOperation = 'source-over';
      context.fillStyle = '#ffffff'; // the canvas of the page
      context.fillRect(0, 0, 1, 1);
      for (const node of below.reverse()) {
        context.fillStyle = getComputedStyle(node).backgroundColor;
        context.fillRect(0, 0, 1, 1);
      }
      const background = pixel();
      context.fillStyle = getComputedStyle(element).color;
      context.fillRect(0, 0, 1, 1);
      const foreground = pixel();
      const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
      const ratio = (light + 0.05) / (dark + 0.05);
      if (!worst || ratio < worst.ratio) worst = { ratio, foreground: hex(foreground), background: hex(background) };
    }
    return worst;
  }, selector);
}
