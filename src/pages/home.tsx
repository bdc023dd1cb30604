import { PageMeta } from '../app/page-meta';
import { AboutSection } from '../components/home/about-section';
import { ContactSection } from '../components/home/contact-section';
import { HeroSection } from '../components/home/hero-section';
import { HostingSection } from '../components/home/hosting-section';
import { PortfolioSection } from '../components/home/portfolio-section';
import { SkillsSection } from '../components/home/skills-section';
import { TestimonialsSection } from '../components/home/testimonials-section';
import { head, heading } from 'virtual:site-data/head/home';

/** The home page: hero, about, skills, portfolio, hosting, testimonials and contact. */
export function Component() {
  return (
    <>
      <PageMeta head={head} />
      <HeroSection heading={heading} />
      <AboutSection />
      <SkillsSection />
      <PortfolioSection />
      <HostingSection />
      <TestimonialsSection />
      <ContactSection />
    </>
  );
}
