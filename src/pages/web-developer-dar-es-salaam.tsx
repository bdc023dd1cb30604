import { LandingPage } from '../components/landing/landing-page';
import { head, heading } from 'virtual:site-data/head/webDeveloperDarEsSalaam';
import { landingPages } from 'virtual:site-data/landingPages';

export function Component() {
  return <LandingPage head={head} heading={heading} content={landingPages.webDeveloperDarEsSalaam} />;
}
