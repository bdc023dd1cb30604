import { BasicPage } from '../components/page/basic-page';
import { head, heading } from '../generated/head/webHostingDarEsSalaam';

export function Component() {
  return <BasicPage head={head} heading={heading} />;
}
