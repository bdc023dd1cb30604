import { LandingPage } from '../components/landing/landing-page';
import { head, heading } from '../generated/head/webDeveloperTanzania';
import { landingPages } from '../generated/landingPages';

export function Component() {
  return <LandingPage head={head} heading={heading} content={landingPages.webDeveloperTanzania} />;
}
