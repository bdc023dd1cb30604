import { LandingPage } from '../components/landing/landing-page';
import { head, heading } from 'virtual:site-data/head/webDeveloperTanzania';
import { landingPages } from 'virtual:site-data/landingPages';

export function Component() {
  return <LandingPage head={head} heading={heading} content={landingPages.webDeveloperTanzania} />;
}
