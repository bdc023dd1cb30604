import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { island, islandNamesOf, renderedOnce, setIslandRenderer } from './island';

function Greeting(props: { who: string }) {
  return <p>Hello {props.who}</p>;
}

/** Notes that a component rendered (for the count), passing its value through. */
function noteRender(log: string[], value: string): string {
  log.push(value);
  return value;
}

/** Renders an island the way a page does, returning its HTML. */
const render = (name: string, props: object) => {
  const Island = island(name, Greeting as never);
  return renderToString(<Island {...props} />);
};

describe('island rules, checked as a page renders', () => {
  beforeAll(() => setIslandRenderer(renderToString, islandNamesOf(['../components/home/greeting.island.tsx', '../components/x/site-header.island.tsx'])));

  it('names the islands by their module file, as the browser runtime does', () => {
    expect(islandNamesOf(['../components/home/greeting.island.tsx', './components/layout/scroll-to-top.island.tsx'])).toEqual(['greeting', 'scroll-to-top']);
  });

  it('renders a known island with its props in the page', () => {
    const html = render('greeting', { who: 'Dar es Salaam', extra: undefined });
    expect(html).toContain('data-island="greeting"');
    expect(html).toContain('Hello <!-- -->Dar es Salaam');
    expect(html).toContain('data-island-props="{&quot;who&quot;:&quot;Dar es Salaam&quot;}"');
  });

  it('refuses a name that is not a module’s file name', () => {
    expect(() => render('greetings', { who: 'x' })).toThrow('Island "greetings" has no module named greetings.island.tsx');
  });

  it('refuses props that are not plain JSON, naming where', () => {
    expect(() => render('greeting', { who: 'x', onDone: () => undefined })).toThrow('Island "greeting": props.onDone is a function');
    expect(() => render('greeting', { who: 'x', when: new Date(0) })).toThrow('props.when is a Date');
    expect(() => render('greeting', { who: 'x', items: [{ n: 1 }, { n: Number.NaN }] })).toThrow('props.items[1].n is NaN');
    expect(() => render('greeting', { who: 'x', items: [1, undefined] })).toThrow('props.items[1] is undefined');
    expect(() => render('greeting', { who: 'x', tags: new Set(['a']) })).toThrow('props.tags is a Set');
  });

  it('renders an island once for all pages that give it the same props, and again for other props', () => {
    const rendered: string[] = [];
    const Counted = (props: { who: string }) => <p>Hello {noteRender(rendered, props.who)}</p>;
    const Island = island('greeting', Counted);
    const pages = ['Mwanza', 'Mwanza', 'Arusha', 'Mwanza'].map((who) => renderToString(<Island who={who} />));
    expect(rendered).toEqual(['Mwanza', 'Arusha']);
    expect(pages[1]).toBe(pages[0]);
    expect(pages[3]).toBe(pages[0]);
    expect(pages[2]).toContain('Hello <!-- -->Arusha');
    // The rules still hold on a page whose props were seen before.
    expect(() => renderToString(createElement(Island as never, { who: 'Mwanza', onDone: () => undefined }))).toThrow('props.onDone is a function');
  });

  it('renders a part that is the same on every page once, and gives every page its HTML', () => {
    const rendered: string[] = [];
    const footer = renderedOnce('footer', () => <p>Karibu {noteRender(rendered, 'Dodoma')}</p>);
    const Footer = () => <footer dangerouslySetInnerHTML={{ __html: footer() }} />;
    const pages = [1, 2, 3].map(() => renderToString(<Footer />));
    expect(rendered).toEqual(['Dodoma']);
    expect(pages).toEqual(Array(3).fill('<footer><p>Karibu <!-- -->Dodoma</p></footer>'));
  });
});
