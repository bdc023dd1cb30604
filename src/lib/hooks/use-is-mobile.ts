import { useEffect, useState } from 'react';
import { MOBILE_MAX_WIDTH_PX, RESIZE_DEBOUNCE_MS } from './interface-constants';

/**
 * Whether the viewport is narrower than the mobile breakpoint, re-evaluated
 * after resizing settles. False on the server and during hydration: layout
 * itself switches with CSS breakpoints; this only drives behaviour (closing
 * the mobile menu when the window grows).
 */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const evaluate = () => setMobile(window.innerWidth < MOBILE_MAX_WIDTH_PX);
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(evaluate, RESIZE_DEBOUNCE_MS);
    };
    evaluate();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      clearTimeout(timer);
    };
  }, []);
  return mobile;
}
