import type { ReactNode } from 'react';

/** A closing call to action: a heading, a line of text and buttons on the brand colour. */
export function CtaSection({ heading, text, actions, id }: { heading: string; text?: string; actions: ReactNode; id?: string }) {
  return (
    <section id={id} className="bg-primary py-16 text-primary-foreground">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <h2 className="text-3xl font-bold sm:text-4xl">{heading}</h2>
        {text && <p className="mx-auto mt-4 max-w-2xl text-lg text-primary-foreground">{text}</p>}
        <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
      </div>
    </section>
  );
}
