import { BasicPage } from '../components/page/basic-page';
import { head, heading } from '../generated/head/businessSolutions';

export function Component() {
  return <BasicPage head={head} heading={heading} />;
}
