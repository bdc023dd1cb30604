import { home } from 'virtual:site-data/home';
import { skills } from 'virtual:site-data/skills';
import { Card } from '../ui/card';
import { ChipList } from '../ui/chip';
import { Icon } from '../ui/icon';
import { HomeSection } from './home-section';

/** Skills (#skills): six groups, each with its skill chips. */
export function SkillsSection() {
  return (
    <HomeSection id="skills" intro={home.skills} tone="muted">
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {skills.groups.map((group) => (
          <li key={group.id}>
            <Card className="h-full">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                  <Icon name={group.icon} className="size-5" />
                </span>
                <h3 className="text-lg font-semibold text-ink">{group.title}</h3>
              </div>
              <ChipList items={group.skills} tone="neutral" className="mt-5" />
            </Card>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
