import { home } from 'virtual:site-data/home';
import { ChipList } from '../ui/chip';
import { FeatureCard } from '../ui/feature-card';
import { HomeSection } from './home-section';

/** About (#about): the short story, four service cards and tag chips. */
export function AboutSection() {
  const { about } = home;
  return (
    <HomeSection id="about" intro={about.intro}>
      <div className="grid gap-10 lg:grid-cols-5 lg:gap-14">
        <div className="lg:col-span-2">
          <div className="space-y-5 text-lg leading-relaxed text-muted-foreground">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ChipList items={about.tags} tone="brand" className="mt-8" />
        </div>
        <ul className="grid gap-5 sm:grid-cols-2 lg:col-span-3">
          {about.cards.map((card) => (
            <li key={card.title}>
              <FeatureCard icon={card.icon} title={card.title} className="transition-shadow hover:shadow-lg">
                {card.description}
              </FeatureCard>
            </li>
          ))}
        </ul>
      </div>
    </HomeSection>
  );
}
