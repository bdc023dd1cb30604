import { BasicPage } from '../components/page/basic-page';
import { head, heading } from '../generated/head/home';

export function Component() {
  return <BasicPage head={head} heading={heading} />;
}
