import { ArrowRight as LucideArrowRight, Quote as LucideQuote } from 'lucide-react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { setIslandRenderer } from '../../islands/island';
import { staticIcon } from './static-icon';

describe('static icons', () => {
  beforeAll(() => setIslandRenderer(renderToString, []));

  it("render as lucide's own icon does, from the first rendering and from the kept one", () => {
    const ArrowRight = staticIcon(LucideArrowRight);
    const Quote = staticIcon(LucideQuote);
    for (const props of [{ 'aria-hidden': 'true' as const, className: 'size-4 [&>path]:text-primary' }, { size: 32, strokeWidth: 1.5 }, {}]) {
      const expected = renderToString(<LucideArrowRight {...props} />);
      expect(renderToString(<ArrowRight {...props} />)).toBe(expected);
      expect(renderToString(<ArrowRight {...props} />)).toBe(expected);
      expect(renderToString(<p>{'a'}<ArrowRight {...props} /><Quote {...props} /></p>)).toBe(renderToString(<p>{'a'}<LucideArrowRight {...props} /><LucideQuote {...props} /></p>));
    }
  });

  it('keeps the svg element itself, so its props stay React props', () => {
    const ArrowRight = staticIcon(LucideArrowRight);
    const html = renderToString(<ArrowRight className="size-4" aria-hidden="true" />);
    expect(html).toMatch(/^<svg [^>]*class="lucide lucide-arrow-right size-4" aria-hidden="true">/);
    expect(html).toContain('<path d="M5 12h14"></path>');
  });

  it('renders each distinct props through lucide once, then from what it kept', () => {
    let calls = 0;
    const Counted = ((props: Parameters<typeof LucideArrowRight>[0]) => {
      calls += 1;
      return <LucideArrowRight {...props} />;
    }) as unknown as typeof LucideArrowRight;
    const ArrowRight = staticIcon(Counted);
    for (let i = 0; i < 3; i += 1) renderToString(<ArrowRight className="size-4" />);
    expect(calls).toBe(1);
    renderToString(<ArrowRight className="size-5" />);
    expect(calls).toBe(2);
  });

  it('renders through lucide where props are not plain values', () => {
    const ArrowRight = staticIcon(LucideArrowRight);
    const style = { color: 'red' };
    expect(renderToString(<ArrowRight style={style} />)).toBe(renderToString(<LucideArrowRight style={style} />));
  });
});
