import { home } from 'virtual:site-data/home';
import { portfolio } from 'virtual:site-data/portfolio';
import { site } from 'virtual:site-data/site';
import { newTabProps } from '../../lib/links';
import { buttonVariants } from '../ui/button';
import { HomeSection } from './home-section';
import { ProjectCard } from './project-card';

/** Portfolio (#portfolio): six project cards and 'View More Projects' (only when site.yaml names a projects site). */
export function PortfolioSection() {
  const { intro, viewProjectLabel, moreProjectsLabel } = home.portfolio;
  const moreProjects = site.external.moreProjects;
  return (
    <HomeSection id="portfolio" intro={intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {portfolio.projects.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} viewLabel={viewProjectLabel} />
          </li>
        ))}
      </ul>
      {moreProjects && (
        <div className="mt-12 text-center">
          <a href={moreProjects} {...newTabProps} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {moreProjectsLabel}
          </a>
        </div>
      )}
    </HomeSection>
  );
}
