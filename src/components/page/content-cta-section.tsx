import type { Cta } from '../../../pipeline/validate/schemas/blocks';
import { ContentButtons } from '../ui/content-button';
import { CtaSection } from './cta-section';

/** A page's closing call to action as written in its YAML: heading, text and buttons. */
export function ContentCtaSection({ cta, id }: { cta: Pick<Cta, 'heading' | 'text' | 'actions'>; id?: string }) {
  return (
    <CtaSection id={id} heading={cta.heading} text={cta.text} actions={<ContentButtons links={cta.actions} primary="accent" secondary="light" size="lg" />} />
  );
}
